import { LiveServerMessage } from '@pantau/contracts';

/**
 * A JSON message from the live socket, checked against the contract's schema (in the worker,
 * off the main thread); null when it is not JSON or not a message the contract knows.
 */
export function parseServerJson(text: string): LiveServerMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = LiveServerMessage.safeParse(value);
  return parsed.success ? parsed.data : null;
}
