import { UpdateUserBody, type User } from '@app/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppForm } from '../../components/app-form';
import { type Location, LocationFields } from '../../components/location-fields';
import { PendingButton } from '../../components/pending-button';
import { useFormErrors } from '../../hooks/use-form-errors';
import { useUpdateUser } from '../../hooks/use-session';
import { SavedNote, SettingsSection } from './settings-section';

/** Country and region, as at signup. */
export function LocationSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const errors = useFormErrors();
  const [location, setLocation] = useState<Location>({ country: user.profile.country, region: user.profile.region });
  const unchanged = location.country === user.profile.country && location.region === user.profile.region;

  const submit = () => {
    const body = UpdateUserBody.safeParse(location);
    if (!body.success) return errors.show(body.error);
    errors.clear();
    update.mutate(body.data, { onError: errors.show });
  };

  return (
    <SettingsSection id="location" title={t('settings.location.title')}>
      <AppForm onSubmit={submit} error={errors.formError}>
        <LocationFields
          idPrefix="settings"
          {...location}
          onChange={(next) => {
            setLocation(next);
            update.reset();
          }}
          errors={errors.fields}
        />
        <div className="d-flex align-items-center gap-3">
          <PendingButton pending={update.isPending} disabled={unchanged}>
            {t('settings.save')}
          </PendingButton>
          <SavedNote show={update.isSuccess} />
        </div>
      </AppForm>
    </SettingsSection>
  );
}
