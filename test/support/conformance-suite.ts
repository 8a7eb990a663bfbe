import { conformanceOf, type ConformanceCheck, servedDocument } from './openapi-conformance';
import type { JsonResponse, ServedApi } from './api-client';
import { sharedApi } from './shared-api';
import { startTestApi, type TestApi } from './test-app';

/**
 * What the `*-responses.int.spec.ts` suites share: an API started for the suite with the checker of
 * the document it serves, the assertions on an answer and on the operations a suite covers, and the
 * walk through a DRF list's pages.
 */
export interface ConformanceSuite<A extends ServedApi = ServedApi> {
  api: A;
  check: ConformanceCheck;
  /** The served document (`GET /api/schema/`), as JSON. */
  document: any;
  /** The answer has `status`, and its body conforms to the document's schema of that operation and status. */
  expectDocumented(method: string, path: string, status: number, res: JsonResponse): void;
}

/**
 * The API of the suite's tests with the checker of the document it serves (fetched once): the jest
 * worker's shared API (shared-api.ts) without arguments; with `startTestApi`'s arguments (other
 * settings), an application of the suite's own, closed after its tests.
 */
export function conformanceSuite(...start: Parameters<typeof startTestApi>): ConformanceSuite {
  return suiteOn(() => (start.length === 0 ? sharedApi() : startTestApi(...start)));
}

/** As conformanceSuite, always on an application of the suite's own: for a suite that reads its providers (`api.app`). */
export function conformanceSuiteOfOwnApp(...start: Parameters<typeof startTestApi>): ConformanceSuite<TestApi> {
  return suiteOn(() => startTestApi(...start));
}

function suiteOn<A extends ServedApi>(start: () => Promise<A>): ConformanceSuite<A> {
  const suite = {
    expectDocumented(method: string, path: string, status: number, res: JsonResponse) {
      expect({ status: res.status, body: res.body }).toMatchObject({ status });
      expect(suite.check(method, path, status, res.body)).toEqual([]);
    },
  } as ConformanceSuite<A>;
  beforeAll(async () => {
    suite.api = await start();
    suite.document = await servedDocument(suite.api);
    suite.check = conformanceOf(suite.document);
  });
  afterAll(() => suite.api?.close());
  return suite;
}

/** An operation a suite covers and its success status; `'file'` when it answers a file rather than JSON. */
export type DocumentedOperation = [method: string, path: string, status: number, answers?: 'file'];

/**
 * Every operation is in the document with a tag, a summary and its success status only (no other
 * 2xx left undescribed, such as Nest's default 201 on a POST answering 200; a redirect documents
 * its 3xx and no 2xx): a 204 without a body,
 * a file with its media types, any other answer with an `application/json` schema.
 */
export function expectOperationsDocumented(document: any, operations: DocumentedOperation[]): void {
  for (const [method, path, status, answers] of operations) {
    const operation = document.paths[path]?.[method];
    expect({ method, path, operation: operation !== undefined }).toEqual({ method, path, operation: true });
    expect(operation.tags?.length).toBeGreaterThan(0);
    expect(typeof operation.summary).toBe('string');
    const answer = operation.responses[String(status)];
    expect({ method, path, status, answer: answer !== undefined }).toEqual({ method, path, status, answer: true });
    if (status === 204) expect(answer.content).toBeUndefined();
    else if (answers === 'file') expect({ method, path, content: answer.content !== undefined }).toEqual({ method, path, content: true });
    else expect({ method, path, schema: answer.content?.['application/json']?.schema !== undefined }).toEqual({ method, path, schema: true });
    // A redirect (303) answers no 2xx at all: its own status is its success.
    expect(Object.keys(operation.responses).filter((s) => s.startsWith('2') || s === String(status))).toEqual([String(status)]);
  }
}

/** `url` with `query` added (nothing when `query` is empty). */
export const withQuery = (url: string, query: string): string => (query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url);

/** Every page of a DRF list from `url` (100 a page), each read by `read` (which checks it), following `next`; the items. */
export async function allPages<T = Record<string, any>>(url: string, read: (url: string) => Promise<any>): Promise<T[]> {
  const items: T[] = [];
  let next: string | null = withQuery(url, 'limit=100');
  while (next) {
    const page: { results: T[]; next: string | null } = await read(next);
    items.push(...page.results);
    next = page.next ? new URL(page.next).pathname + new URL(page.next).search : null;
  }
  return items;
}
