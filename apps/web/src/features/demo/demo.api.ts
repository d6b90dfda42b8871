import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/http.ts';

/** The server checks the demo password ('Wrong Password' otherwise). */
export function useEnterDemo() {
  return useMutation({
    mutationFn: (password: string) =>
      api<unknown>('/api/demo', { method: 'POST', body: { password }, expectUnauthorized: true }),
  });
}
