import { z } from 'zod';
import { LOCALES } from '../locales';

/** An interface language of SPEC §1. */
export const Locale = z.enum(LOCALES);
export type Locale = z.infer<typeof Locale>;
