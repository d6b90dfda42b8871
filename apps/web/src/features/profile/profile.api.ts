import type { ChangePasswordBody } from '@pantau/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/http.ts';

/** Profile: change password (SPEC §5); refused for shared accounts. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      api<{ message: string }>('/api/auth/password', { method: 'POST', body }),
  });
}
