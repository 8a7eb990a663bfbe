/** Rejects when `promise` has not settled within `ms`: Redis away must not hold a worker's round. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what = 'Redis'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} ne répond pas (${ms} ms)`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
