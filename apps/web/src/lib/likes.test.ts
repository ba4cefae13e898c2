import type { LikesResponse, ProfileCard } from '@app/core';
import { describe, expect, it } from 'vitest';
import { likesOfType, newLikesCount } from './likes';

const card = (id: number, liked: boolean): ProfileCard => ({
  id,
  name: `Member ${id}`,
  age: 30,
  country: 'NL',
  region: '',
  city: '',
  main_image: null,
  fictional: false,
  liked,
});

// 1 and 2 like the viewer (2 is new), the viewer likes 2 and 3: 2 is a match.
const data: LikesResponse = {
  profiles: [card(1, false), card(2, true), card(3, true), card(4, false)],
  liked_by: [
    { id: 1, like_new: false },
    { id: 4, like_new: true },
    { id: 2, like_new: true },
  ],
};

const ids = (type: 'received' | 'sent' | 'matches') => likesOfType(data, type).map((entry) => entry.profile.id);

describe('likes tabs (SPEC §2, §4)', () => {
  it('received: everyone who liked the viewer, new first, otherwise in the order the API gives', () => {
    expect(ids('received')).toEqual([4, 2, 1]);
    expect(likesOfType(data, 'received').map((entry) => entry.isNew)).toEqual([true, true, false]);
  });

  it('sent: the members the viewer liked', () => {
    expect(ids('sent')).toEqual([2, 3]);
  });

  it('matches: liked both ways', () => {
    expect(ids('matches')).toEqual([2]);
    expect(likesOfType(data, 'matches')[0]).toMatchObject({ likesYou: true, isNew: true });
  });

  it('skips a liked-by entry whose profile is missing', () => {
    expect(likesOfType({ profiles: [], liked_by: [{ id: 9, like_new: true }] }, 'received')).toEqual([]);
  });

  it('counts the new likes for the badge', () => {
    expect(newLikesCount(data)).toBe(2);
    expect(newLikesCount(undefined)).toBe(0);
  });
});
