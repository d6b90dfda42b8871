import { z } from 'zod';

/** Every error the API answers with has this body. `field` names the offending input. */
export const ErrorBody = z
  .object({
    code: z.string().describe('Stable machine-readable code from the error catalogue'),
    message: z.string().describe('Human-readable message, shown to the user as is'),
    field: z.string().optional().describe('The request field the error is about'),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;
