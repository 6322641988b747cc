import type { Client } from '@libsql/client';
import { nicknameProblem } from '@/lib/account/nickname';
import { nicknameInputSchema } from '@/lib/account/settings-schemas';
import { openDatabase, prepareModules } from '@/upstream/core/database';
import { accountModule, renameUser } from '@/upstream/account/account';
import { authModule } from '@/upstream/account/auth';
import { contentModule } from '@/upstream/content/content';

/** 昵称: what a user may call themself where others read it (chat, comments), and where the new name shows. */
describe('the nickname rule', () => {
  it.each([
    ['价值投资小王', null],
    ['Trader_88', null],
    ['老李·趋势', null],
    ['王', '昵称需为2–16个字'],
    ['一二三四五六七八九十一二三四五六七', '昵称需为2–16个字'],
    ['小王 投资', '昵称只能包含中文、字母、数字、下划线、短横线和间隔号（·）'],
    ['加薇❤abc8866', '昵称只能包含中文、字母、数字、下划线、短横线和间隔号（·）'],
    ['官方客服小美', '昵称不能使用官方、客服、管理员等字样'],
  ])('%s → %s', (nickname, problem) => {
    expect(nicknameProblem(nickname)).toBe(problem);
  });

  it('the server schema trims and answers the rule’s own message', () => {
    expect(nicknameInputSchema.parse({ nickname: '  稳健派  ' })).toEqual({ nickname: '稳健派' });
    expect(nicknameInputSchema.safeParse({ nickname: 'a' }).error?.issues[0].message).toBe('昵称需为2–16个字');
  });
});

describe('renaming upstream', () => {
  let db: Client;
  let userId: number;
  beforeEach(async () => {
    db = openDatabase(':memory:');
    await prepareModules(db, [authModule, accountModule, contentModule]);
    userId = Number(
      (
        await db.execute(
          "INSERT INTO users (mobile, nickname, vip_level, created_at) VALUES ('16600009999', '用户9999', 'NONE', '2026-11-28T00:00:00Z') RETURNING id",
        )
      ).rows[0].id,
    );
    await db.execute({
      sql: "INSERT INTO content_comments (target_kind, target_id, user_id, nickname, content, created_at) VALUES ('article', 1, ?, '用户9999', '学习了', '2026-11-28T01:00:00Z')",
      args: [userId],
    });
  });
  afterEach(() => db.close());

  const nameOf = async () =>
    String((await db.execute({ sql: 'SELECT nickname FROM users WHERE id = ?', args: [userId] })).rows[0].nickname);

  it('stores the nickname and shows it on what the user already wrote', async () => {
    await expect(renameUser(db, userId, '长线持有者')).resolves.toEqual({ nickname: '长线持有者' });
    expect(await nameOf()).toBe('长线持有者');
    const comment = (
      await db.execute({ sql: 'SELECT nickname FROM content_comments WHERE user_id = ?', args: [userId] })
    ).rows[0];
    expect(comment.nickname).toBe('长线持有者');
  });

  it.each(['加薇abc8866', '薇abc8866', '加卫星gupiao8899', '扣扣群12345678', 'V信abc8866'])(
    'refuses the disguised contact %s through the moderation rule',
    async (nickname) => {
      expect(nicknameProblem(nickname)).toBeNull();
      await expect(renameUser(db, userId, nickname)).rejects.toMatchObject({
        code: 1003,
        message: '昵称不能包含联系方式或引流信息（微信、QQ、手机号、链接等），请修改',
      });
      expect(await nameOf()).toBe('用户9999');
    },
  );
});
