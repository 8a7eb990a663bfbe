/** Django REST Framework's error shapes, as API clients read them. */

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** DRF's error values: a list of messages, a nested body, or a list of nested bodies. */
function isFieldErrorValue(value: unknown): boolean {
  if (Array.isArray(value)) return value.every((x) => typeof x === 'string' || (isObject(x) && Object.values(x).every(isFieldErrorValue)));
  return isObject(value) && Object.values(value).every(isFieldErrorValue);
}

/** `{detail: string}`, or `{field: [messages] | nested body | [nested bodies]}`. */
export function isDrfErrorBody(body: unknown): boolean {
  if (!isObject(body)) return false;
  if ('detail' in body) return typeof body.detail === 'string';
  return Object.keys(body).length > 0 && Object.values(body).every(isFieldErrorValue);
}
