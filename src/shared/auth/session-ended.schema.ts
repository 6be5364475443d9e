import { z } from 'zod';

/**
 * What an instance announces on the bus when it ends a session (a sign-out, a password reset):
 * every instance closes the admin sockets opened with it (docs/decisions/047). The id is the
 * session row's, never its token, which would sign anyone in.
 */
export const SessionEndedEventSchema = z.object({
  sessionId: z.string().min(1).max(200),
});
export type SessionEndedEvent = z.infer<typeof SessionEndedEventSchema>;
