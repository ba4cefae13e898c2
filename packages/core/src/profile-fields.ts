// No zod in this module: the profile form lists the choices with its page, whose first load has no
// zod (issue #20); api/profiles.ts makes the schemas of them.

export const HAIR_COLOURS = ['black', 'brown', 'blond', 'red', 'grey', 'white', 'bald', 'other'] as const;
export const EYE_COLOURS = ['brown', 'blue', 'green', 'grey', 'hazel', 'other'] as const;
export const BODY_TYPES = ['slim', 'athletic', 'average', 'muscular', 'stocky', 'large'] as const;
export const RELATIONSHIP_STATUSES = [
  'single',
  'relationship',
  'open_relationship',
  'married',
  'divorced',
  'widowed',
] as const;

export const ABOUT_MAX = 2000;
export const CITY_MAX = 100;
