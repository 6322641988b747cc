import {
  activitiesInStatus,
  activitiesOfKind,
  wateredSources,
  type ActivityKind,
  type ActivityStatus,
} from '@/lib/activity-hub/rules';

const item = (id: number, kind: ActivityKind, status: ActivityStatus) => ({ id, kind, status });
const hub = [
  item(1, 'money_tree', 'ended'),
  item(2, 'capsule', 'running'),
  item(3, 'money_tree', 'running'),
  item(4, 'koi', 'upcoming'),
  item(5, 'money_tree', 'running'),
];

describe('activitiesOfKind', () => {
  test('the task page waters running money trees only, in the hub order', () => {
    expect(activitiesOfKind(hub, 'money_tree', 'running').map((a) => a.id)).toEqual([3, 5]);
  });

  test('choose-stock lists every capsule whatever its status', () => {
    expect(activitiesOfKind([...hub, item(6, 'capsule', 'ended')], 'capsule').map((a) => a.id)).toEqual([2, 6]);
  });

  test('no activity of the kind, or none at all: empty', () => {
    expect(activitiesOfKind(hub, 'tea_party')).toEqual([]);
    expect(activitiesOfKind([], 'money_tree', 'running')).toEqual([]);
  });
});

test('activitiesInStatus: each activity falls in exactly one section', () => {
  const statuses: ActivityStatus[] = ['running', 'upcoming', 'ended'];
  expect(statuses.map((status) => activitiesInStatus(hub, status).map((a) => a.id))).toEqual([[2, 3, 5], [4], [1]]);
  expect(activitiesInStatus([], 'running')).toEqual([]);
});

test('wateredSources: the tasks that watered the tree, not the ones only done', () => {
  const sources = [
    { task_id: 'sign_in', done: true, watered: true },
    { task_id: 'share', done: true, watered: false },
    { task_id: 'watch_live', done: false, watered: false },
  ];
  expect(wateredSources(sources).map((s) => s.task_id)).toEqual(['sign_in']);
  expect(wateredSources([])).toEqual([]);
});
