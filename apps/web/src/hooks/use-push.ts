import type { PushPermission } from '@app/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSettings } from '../site/api';
import { recheckPushSubscription } from '../lib/push-subscribed';
import { userQuery } from '../lib/session';
import { pushSupported, readBrowserPushState, storeSubscription, subscribeBrowser, unsubscribeBrowser } from '../pwa/push';

/** The browser's side of push, shared by every component that shows it (alert, notifications page). */
export const pushStateQuery = queryOptions({
  queryKey: ['push-state'],
  queryFn: readBrowserPushState,
  staleTime: Infinity,
  retry: false,
  // It belongs to the browser, not to the member: a logout does not change it.
  meta: { site: true },
});

export interface PushControls {
  /** SPEC §4: 'unknown' until the browser and the site's settings have answered. */
  permission: PushPermission;
  subscribed: boolean;
  /** Asks permission, subscribes and stores the subscription; resolves once the state is updated. */
  enable(): Promise<void>;
  /** Unsubscribes this browser and tells the server to forget it. */
  disable(): Promise<void>;
  /** True while enable() or disable() runs, for the button that started it. */
  pending: boolean;
}

/**
 * Web push for this browser (SPEC §4 push permission, §7 POST /api/user.php?push=1). Push is
 * 'unsupported' where the browser lacks it or the site has no VAPID key configured.
 */
export function usePush(): PushControls {
  const queryClient = useQueryClient();
  const settings = useSettings();
  const publicKey = settings?.push_public_key ?? null;
  const supported = pushSupported();
  const state = useQuery({ ...pushStateQuery, enabled: supported });

  // The user may change the permission in the browser's settings while the page is open.
  useEffect(() => {
    if (!supported || !navigator.permissions) return;
    let status: PermissionStatus | undefined;
    const onChange = () => void queryClient.invalidateQueries({ queryKey: pushStateQuery.queryKey });
    navigator.permissions
      .query({ name: 'notifications' })
      .then((answer) => {
        status = answer;
        status.addEventListener('change', onChange);
      })
      // Some browsers cannot be asked about notifications; the state is then read on each change we make.
      .catch(() => {});
    return () => status?.removeEventListener('change', onChange);
  }, [supported, queryClient]);

  const settle = async () => {
    await recheckPushSubscription();
    await queryClient.invalidateQueries({ queryKey: pushStateQuery.queryKey });
  };

  const enable = useMutation({
    mutationFn: async () => {
      if (!supported || !publicKey) throw new Error('Push notifications are not supported here.');
      try {
        if ((await Notification.requestPermission()) !== 'granted') return;
        const subscription = await subscribeBrowser(publicKey);
        // A visitor's subscription is stored once a member logs in (see PwaSync).
        if (queryClient.getQueryData(userQuery.queryKey)) await storeSubscription(subscription);
      } finally {
        await settle();
      }
    },
  });

  const disable = useMutation({
    mutationFn: async () => {
      try {
        await unsubscribeBrowser(Boolean(queryClient.getQueryData(userQuery.queryKey)));
      } finally {
        await settle();
      }
    },
  });

  let permission: PushPermission;
  if (!supported || (settings && !publicKey)) permission = 'unsupported';
  else if (!settings || !state.data) permission = 'unknown';
  else permission = state.data.permission;

  return {
    permission,
    subscribed: permission === 'granted' && Boolean(state.data?.subscribed),
    enable: async () => {
      await enable.mutateAsync();
    },
    disable: async () => {
      await disable.mutateAsync();
    },
    pending: enable.isPending || disable.isPending,
  };
}
