import { useState } from 'react';
import { ApiError } from '@/lib/api-client';

/**
 * One change to an account at a time: busy while it runs, then said in words (the API's French
 * message when it refuses, else `failure`); `onChanged` after a success (the trail is read again).
 */
export function useCustomerAction(onChanged: () => void) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const run = async (change: () => Promise<unknown>, done: string, failure: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await change();
      onChanged();
      setMessage({ kind: 'success', text: done });
    } catch (problem) {
      setMessage({ kind: 'error', text: problem instanceof ApiError ? problem.message : failure });
    } finally {
      setBusy(false);
    }
  };

  const notice = message && (
    <p role={message.kind === 'error' ? 'alert' : 'status'} className={`notice notice--${message.kind}`}>
      {message.text}
    </p>
  );
  return { busy, run, notice };
}
