import type { LanderPage } from '@app/core';
import type { ComponentType } from 'react';

type PageModule = Promise<{ default: ComponentType }>;

/** Each lander is its own chunk: a visitor downloads the one page they landed on. */
export const LANDER_PAGE_MODULES: Record<LanderPage, () => PageModule> = {
  tinderswipe: () => import('./pages/tinderswipe/tinderswipe-page'),
  alonetonight: () => import('./pages/alonetonight/alonetonight-page'),
  collagelanding: () => import('./pages/collagelanding/collagelanding-page'),
  gallery: () => import('./pages/gallery/gallery-page'),
  iconslanding: () => import('./pages/iconslanding/iconslanding-page'),
  maplanding: () => import('./pages/maplanding/maplanding-page'),
  socialnetwork: () => import('./pages/socialnetwork/socialnetwork-page'),
  transitionsvideolanding: () => import('./pages/transitionsvideolanding/transitionsvideolanding-page'),
  video: () => import('./pages/video/video-page'),
  'member-landing': () => import('./pages/member-landing/member-landing-page'),
  'member-landing2': () => import('./pages/member-landing2/member-landing2-page'),
  'member-landing3': () => import('./pages/member-landing3/member-landing3-page'),
};
