import { z } from 'zod';
import { OPENING_STATES } from '../domain/opening-status';
export * from '../domain/opening-status';

export const openingChangeSchema = z.object({
  /** ISO instant of the change. */
  at: z.string(),
  /** The state from `at` on. */
  open: z.boolean(),
});

/**
 * A place's opening states from `from` to `until` (ISO instants): open or not at `from`, then each change.
 * Past `until` (a week on), or from the first stretch whose hours the source leaves open ('18:00+'), the
 * state is unknown. `timeZone` is the place's IANA zone: times are shown on the place's clock.
 */
export const openingTimelineSchema = z.object({
  timeZone: z.string().min(1),
  from: z.string(),
  until: z.string(),
  openAtFrom: z.boolean(),
  changes: z.array(openingChangeSchema).max(100),
  /** The zone's UTC offset at `from` and at each change of it (domain/opening-status.ts says why). */
  offsets: z
    .array(
      z.object({
        at: z.string(),
        minutes: z
          .number()
          .int()
          .min(-24 * 60)
          .max(24 * 60),
      }),
    )
    .max(20)
    .optional(),
});

export const openingStatusSchema = z.object({
  state: z.enum(OPENING_STATES),
  /** 'Open · closes 22:00', 'Closing soon · 22:00', 'Closed · opens tomorrow 11:00', 'Hours not listed'… */
  label: z.string(),
  /** ISO instant of the next closing while open / the next opening while closed; null when none is known. */
  closesAt: z.string().nullable(),
  opensAt: z.string().nullable(),
  /** What `state` and `label` were worked out from, as of the deal; null when the hours are unknown. */
  timeline: openingTimelineSchema.nullable(),
});
