import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../auth/sign-in.testing.js';
import { databaseTargets, startTestApp, type TestApp } from '../test-support/test-app.js';

const targets = await databaseTargets();
const PASSWORD = 'demo-password-for-tests';

const AREA = {
  type: 'Polygon',
  coordinates: [
    [
      [5, 60],
      [6, 60],
      [6, 61],
      [5, 60],
    ],
  ],
};

interface AuditPage {
  entries: { id: string; at: string; action: string }[];
  nextCursor: string | null;
}

describe.each(targets)('administrator lists on $target', ({ target, skip }) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const get = (url: string, who: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens[who]}` } });

  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(target, { DEMO_USER_PASSWORD: PASSWORD });
    for (const user of ['admin', 'utdanning']) {
      tokens[user] = (await signIn(t.app, t.config.publicUrl, user, PASSWORD)).tokens.access_token;
    }
    // 23 entries, five of them in the same millisecond: paging must neither skip nor repeat
    // entries that share a time.
    const rows = Array.from({ length: 23 }, (_, index) => ({
      id: `paging-${String(index).padStart(2, '0')}`,
      at: new Date(Date.UTC(2026, 0, 1, 12, 0, index < 5 ? 0 : index)).toISOString(),
      actor_id: 'test',
      actor_name: 'Test',
      action: 'paging.test',
      target: null,
      details: JSON.stringify({ index }),
    }));
    await t.app.db.insertInto('admin_audit').values(rows).execute();
  });
  afterAll(async () => t?.cleanup());

  it.skipIf(skip)('names the applicant of each application in the admin list', async () => {
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/v1/applications/ais',
      headers: { authorization: `Bearer ${tokens.utdanning}` },
      payload: {
        areaOfInterest: AREA,
        companyName: 'Skolen',
        dataPurposeDescription: 'Teaching with real ship traffic',
        email: 'skole@example.no',
        firstName: 'Ut',
        lastName: 'Danning',
        phone: '22334455',
      },
    });
    expect(applied.statusCode).toBe(201);
    const education = (await get('/api/v1/admin/users/by-name/utdanning', 'admin')).json();
    const expected = { name: education.name, username: 'utdanning' };
    expect(education.name.length).toBeGreaterThan(0);

    const list = (await get('/api/v1/admin/applications?status=Pending', 'admin')).json();
    const mine = list.find((entry: { id: string }) => entry.id === applied.json().id);
    expect(mine).toMatchObject({ kind: 'ais', userId: education.id, applicant: expected });
    const one = (await get(`/api/v1/admin/applications/${applied.json().id}`, 'admin')).json();
    expect(one.applicant).toEqual(expected);
    // The applicant's own view does not carry the administrator's join.
    const own = await get(`/api/v1/applications/${applied.json().id}`, 'utdanning');
    expect(own.json().applicant).toBeUndefined();
  });

  it.skipIf(skip)('pages the audit log by cursor, newest first, every entry once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const answer = await get(`/api/v1/admin/audit?action=paging.test&limit=5${query}`, 'admin');
      expect(answer.statusCode).toBe(200);
      const page = answer.json<AuditPage>();
      expect(page.entries.length).toBeLessThanOrEqual(5);
      seen.push(...page.entries.map((entry) => entry.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(5);
    expect(seen).toHaveLength(23);
    expect(new Set(seen).size).toBe(23);
    // Newest first; the five of one millisecond come last, by id.
    expect(seen.slice(0, 2)).toEqual(['paging-22', 'paging-21']);
    expect(seen.slice(-5)).toEqual([
      'paging-00',
      'paging-01',
      'paging-02',
      'paging-03',
      'paging-04',
    ]);
  });

  it.skipIf(skip)('says a page is the last when exactly the rest fits on it', async () => {
    const first = (await get('/api/v1/admin/audit?action=paging.test&limit=20', 'admin')).json();
    expect(first.entries).toHaveLength(20);
    const last = (
      await get(
        `/api/v1/admin/audit?action=paging.test&limit=3&cursor=${first.nextCursor}`,
        'admin',
      )
    ).json();
    expect(last.entries).toHaveLength(3);
    expect(last.nextCursor).toBeNull();
  });

  it.skipIf(skip)('refuses a bad paging query with a problem naming the field', async () => {
    for (const [query, field] of [
      ['cursor=not-a-cursor', 'querystring.cursor'],
      ['cursor=%3Cscript%3E', 'querystring.cursor'],
      ['limit=0', 'querystring.limit'],
      ['limit=501', 'querystring.limit'],
      ['limit=ten', 'querystring.limit'],
    ] as const) {
      const answer = await get(`/api/v1/admin/audit?${query}`, 'admin');
      expect(answer.statusCode, query).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(Object.keys(answer.json().errors), query).toContain(field);
    }
  });

  it.skipIf(skip)('refuses the lists to a signed-in user without BwAisAdmin', async () => {
    for (const url of [
      '/api/v1/admin/audit?limit=5',
      '/api/v1/admin/applications',
      '/api/v1/admin/spadata/havkart',
    ]) {
      const answer = await get(url, 'utdanning');
      expect(answer.statusCode, url).toBe(403);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(answer.json()).toMatchObject({ status: 403 });
    }
    const anonymous = await t.app.inject('/api/v1/admin/audit');
    expect(anonymous.statusCode).toBe(401);
  });
});
