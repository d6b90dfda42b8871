import { demoEndpoints } from '@pantau/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../api/call.ts';

/** The server checks the demo password ('Wrong Password' otherwise). */
export function useEnterDemo() {
  return useMutation({
    mutationFn: (password: string) =>
      call(demoEndpoints.check, { body: { password } }, { expectUnauthorized: true }),
  });
}
