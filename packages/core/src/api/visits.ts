import { z } from 'zod';
import { ProfileCard } from './profiles';

/** A member who opened the viewer's profile, and when they last did (the first opening of that day). */
export const Visitor = z.object({ profile: ProfileCard, visited_at: z.iso.datetime() });
export type Visitor = z.infer<typeof Visitor>;

/**
 * GET /api/visits.php: how many members visited the viewer's profile and, for premium members
 * only, who, the latest visit first. Free members get `visitors` null: who it was is what premium buys.
 */
export const VisitsResponse = z.object({
  count: z.number().int().min(0),
  visitors: z.array(Visitor).nullable(),
});
export type VisitsResponse = z.infer<typeof VisitsResponse>;
