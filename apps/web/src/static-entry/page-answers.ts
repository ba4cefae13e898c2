import type { SettingsResponse, User } from '@app/core';
import { readPageState } from '../app/page-state';
import { ENTRY_WARNING_ANSWERED_KEY } from '../features/entry-warning/answered';

/**
 * The answers the server rendered the page with (its state, as the app's queries keep them:
 * site/api.ts's settingsQuery, lib/session.ts's userQuery, the entry warning's answered query), read without the app's query client.
 */
function answer(key: 'settings' | 'user' | typeof ENTRY_WARNING_ANSWERED_KEY): unknown {
  return readPageState()?.queries.queries.find(({ queryKey }) => queryKey[0] === key)?.state.data;
}

export const pageSettings = () => (answer('settings') as SettingsResponse | undefined)?.settings;

export const pageUser = () => answer('user') as User | null | undefined;

export const pageEntryWarningAnswered = () => answer(ENTRY_WARNING_ANSWERED_KEY) === true;
