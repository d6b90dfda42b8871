import { accountEndpoints, type ChangePasswordBody } from '@pantau/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../api/call.ts';

/** Profile: change password (SPEC §5); refused for shared accounts. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => call(accountEndpoints.changePassword, { body }),
  });
}
