import { OkResponse, Passkey, PasskeyList, StaffLoginStep, WebAuthnOptions } from '@app/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { adminFetch } from '../admin-api';

export const passkeysQuery = queryOptions({
  queryKey: ['admin', 'passkeys'],
  queryFn: ({ signal }) => adminFetch('passkeys', { schema: PasskeyList, signal }),
});

// The WebAuthn library is loaded when a ceremony starts, not with every back office page.
const webauthn = () => import('@simplewebauthn/browser');

/** Makes a passkey on this device (the browser asks the person to confirm), then stores it. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const options = await adminFetch('passkeys/options', { method: 'POST', schema: WebAuthnOptions });
      const { startRegistration } = await webauthn();
      const response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
      return adminFetch('passkeys', { method: 'POST', body: { name, response }, schema: Passkey });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminFetch(`passkeys/${id}`, { method: 'DELETE', schema: OkResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey }),
  });
}

/** The login's second factor by passkey. */
export function usePasskeyLogin(onDone: () => void) {
  return useMutation({
    mutationFn: async () => {
      const options = await adminFetch('login/passkey/options', { method: 'POST', schema: WebAuthnOptions });
      const { startAuthentication } = await webauthn();
      const response = await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
      return adminFetch('login/passkey', { method: 'POST', body: { response }, schema: StaffLoginStep });
    },
    onSuccess: onDone,
  });
}
