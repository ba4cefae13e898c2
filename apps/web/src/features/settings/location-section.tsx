import { CITY_MAX, type OwnProfile } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { AppForm } from '../../components/app-form';
import { CurrentLocationButton } from '../../components/current-location-button';
import { FormField } from '../../components/form-field';
import { type Location, LocationFields } from '../../components/location-fields';
import { PageLoading } from '../../components/page-loading';
import { PendingButton } from '../../components/pending-button';
import { SavedNote, SettingsSection } from '../../components/settings-section';
import { useFormErrors } from '../../hooks/use-form-errors';
import { ownProfileQuery, useUpdateProfile } from '../../hooks/use-own-profile';

const checks = () => import('./checks');

/** Country, region and town, as on the profile; or filled from where the member is now. */
export function LocationSection() {
  const { t } = useTranslation();
  const profile = useQuery(ownProfileQuery).data?.profile;
  return (
    <SettingsSection id="location" title={t('settings.location.title')}>
      {profile ? <LocationForm profile={profile} /> : <PageLoading />}
    </SettingsSection>
  );
}

function LocationForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const errors = useFormErrors();
  const [location, setLocation] = useState<Location>({ country: profile.country, region: profile.region });
  const [city, setCity] = useState(profile.city);
  const unchanged = location.country === profile.country && location.region === profile.region && city === profile.city;

  const submit = async () => {
    const { UpdateProfileBody } = await checks();
    const body = UpdateProfileBody.safeParse({ ...location, city });
    if (!body.success) return errors.show(body.error);
    errors.clear();
    update.mutate(body.data, { onError: errors.show });
  };
  const changed = () => update.reset();

  return (
    <AppForm prepare={checks} onSubmit={submit} error={errors.formError}>
      <CurrentLocationButton
        idPrefix="settings"
        onFound={(place) => {
          setLocation({ country: place.country, region: place.region });
          setCity(place.city);
          changed();
        }}
      />
      <LocationFields
        idPrefix="settings"
        {...location}
        onChange={(next) => {
          setLocation(next);
          changed();
        }}
        errors={errors.fields}
      />
      <FormField
        id="settings-city"
        label={t('fields.city')}
        autoComplete="address-level2"
        maxLength={CITY_MAX}
        value={city}
        onChange={(event) => {
          setCity(event.target.value);
          changed();
        }}
        error={errors.fields.city}
      />
      <div className="d-flex align-items-center gap-3">
        <PendingButton pending={update.isPending} disabled={unchanged}>
          {t('settings.save')}
        </PendingButton>
        <SavedNote show={update.isSuccess} />
      </div>
    </AppForm>
  );
}
