import {
  ALERT_TYPES_DOWN,
  ALERT_TYPES_UP,
  codesInputSchema,
  stockAlertSchema,
  stockEventSchema,
} from '@/lib/market/alerts-schemas';
import { alertsFor, eventsFor } from '@/upstream/market/stock-alerts';

// Lives with the notice tests for folder ownership; covers upstream/market/stock-alerts.ts.
describe('optional-stock alerts and events generators', () => {
  const codes = ['600519', '000001', '300750', '688981', '123456'];

  test('deterministic per date and code, and different across dates', () => {
    expect(alertsFor('600519', '2026-11-20')).toEqual(alertsFor('600519', '2026-11-20'));
    expect(eventsFor('600519', '2026-11-21')).toEqual(eventsFor('600519', '2026-11-21'));
    const days = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];
    expect(new Set(days.map((d) => JSON.stringify(alertsFor('600519', d)))).size).toBeGreaterThan(1);
  });

  test('alerts: valid, inside trading sessions, newest first, direction matches the type', () => {
    let total = 0;
    for (const code of codes) {
      for (const day of ['2026-11-19', '2026-11-20']) {
        const alerts = alertsFor(code, day);
        total += alerts.length;
        for (const alert of alerts) {
          stockAlertSchema.parse(alert);
          const inMorning = alert.time >= '09:30:00' && alert.time <= '11:30:59';
          const inAfternoon = alert.time >= '13:00:00' && alert.time <= '15:00:59';
          expect(inMorning || inAfternoon).toBe(true);
          expect((alert.direction === 'up' ? ALERT_TYPES_UP : ALERT_TYPES_DOWN) as readonly string[]).toContain(
            alert.type,
          );
        }
        expect(alerts.map((a) => a.time)).toEqual([...alerts.map((a) => a.time)].sort().reverse());
      }
    }
    expect(total).toBeGreaterThan(0);
  });

  test('events: valid, within 30 days back and 20 ahead, latest first; 龙虎榜 only on past days', () => {
    for (const code of codes) {
      const events = eventsFor(code, '2026-11-21');
      expect(events.length).toBeGreaterThan(0);
      for (const event of events) {
        stockEventSchema.parse(event);
        expect(event.date >= '2026-10-22' && event.date <= '2026-12-11').toBe(true);
        if (event.type === '龙虎榜上榜') expect(event.date <= '2026-11-21').toBe(true);
      }
      expect(events.map((e) => e.date)).toEqual([...events.map((e) => e.date)].sort().reverse());
    }
  });

  test('codes input: 1–50 six-digit codes, duplicates dropped; otherwise 缺少相关参数', () => {
    expect(codesInputSchema.parse({ codes: '600519, 000001,600519' }).codes).toEqual(['600519', '000001']);
    for (const codesParam of [
      '',
      '60051',
      'abcdef',
      Array.from({ length: 51 }, (_, i) => String(600000 + i)).join(','),
    ]) {
      const result = codesInputSchema.safeParse({ codes: codesParam });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe('缺少相关参数');
    }
    expect(codesInputSchema.safeParse({}).error?.issues[0].message).toBe('缺少相关参数');
  });
});
