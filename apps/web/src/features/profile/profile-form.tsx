import {
  ABOUT_MAX,
  BODY_TYPES,
  CITY_MAX,
  EYE_COLOURS,
  type Gender,
  GENDERS,
  HAIR_COLOURS,
  type OwnProfile,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  type Sexuality,
} from '@app/core';
import { type ReactNode, useState } from 'react';
import { Alert } from '../../components/alert';
import { CheckCircle } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { AppForm } from '../../components/app-form';
import { BirthDateField } from '../../components/birth-date-field';
import { FormField } from '../../components/form-field';
import { LocationFields } from '../../components/location-fields';
import { PendingButton } from '../../components/pending-button';
import { useFormErrors } from '../../hooks/use-form-errors';
import { useUpdateProfile } from '../../hooks/use-own-profile';
import { InterestsPicker } from './interests-picker';

const checks = () => import('./checks');

type Draft = Omit<OwnProfile, 'age' | 'rejected_texts'>;

function draftOf({ age: _age, rejected_texts: _rejected, ...profile }: OwnProfile): Draft {
  return profile;
}

/** Every field of the own profile (SPEC §3), saved together, errors at their fields. */
export function ProfileForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const errors = useFormErrors();
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    update.reset();
  };

  const submit = async () => {
    const { UpdateProfileBody } = await checks();
    const body = UpdateProfileBody.safeParse(draft);
    if (!body.success) return errors.show(body.error);
    errors.clear();
    update.mutate(body.data, { onError: errors.show });
  };

  const option = (field: string) => (value: string) => t(`profile.${field}.${value}`);
  const fields = errors.fields;
  return (
    <AppForm prepare={checks} onSubmit={submit} error={errors.formError} stickyActions data-testid="profile-form">
      {profile.rejected_texts.map(({ field, reason }) => (
        <Alert key={field} variant="warning" data-testid="text-rejected">
          {t(`own_profile.text_rejected.${field}`, { reason: t(`moderation.reasons.${reason}`) })}
        </Alert>
      ))}
      {Object.keys(fields).length > 0 && (
        <Alert variant="danger" role="alert">
          {t('errors.validation_failed')}
        </Alert>
      )}
      <Section id="basics" title={t('own_profile.basics')}>
        <FormField
          id="profile-name"
          label={t('fields.name')}
          autoComplete="nickname"
          value={draft.name}
          onChange={(event) => set('name', event.target.value)}
          error={fields.name}
        />
        <BirthDateField id="profile-dob" value={draft.date_of_birth} onChange={(value) => set('date_of_birth', value)} error={fields.date_of_birth} />
        <div className="row">
          <div className="col-sm-6">
            <FormField as="select" id="profile-gender" label={t('fields.gender')} value={draft.gender} onChange={(event) => set('gender', event.target.value as Gender)} error={fields.gender}>
              {GENDERS.map((value) => (
                <option key={value} value={value}>
                  {option('gender')(value)}
                </option>
              ))}
            </FormField>
          </div>
          <div className="col-sm-6">
            <FormField
              as="select"
              id="profile-sexuality"
              label={t('fields.sexuality')}
              value={draft.sexuality}
              onChange={(event) => set('sexuality', event.target.value as Sexuality)}
              error={fields.sexuality}
            >
              {SEXUALITIES.map((value) => (
                <option key={value} value={value}>
                  {option('sexuality')(value)}
                </option>
              ))}
            </FormField>
          </div>
        </div>
      </Section>

      <Section id="where" title={t('own_profile.where')}>
        <LocationFields
          idPrefix="profile"
          country={draft.country}
          region={draft.region}
          onChange={({ country, region }) => {
            setDraft((current) => ({ ...current, country, region }));
            update.reset();
          }}
          errors={fields}
        />
        <FormField
          id="profile-city"
          label={t('fields.city')}
          autoComplete="address-level2"
          maxLength={CITY_MAX}
          value={draft.city}
          onChange={(event) => set('city', event.target.value)}
          error={fields.city}
          groupClassName="mb-0"
        />
      </Section>

      <Section id="looks" title={t('own_profile.looks')}>
        <div className="row">
          <NullableSelect id="hair_colour" options={HAIR_COLOURS} value={draft.hair_colour} onChange={(value) => set('hair_colour', value)} error={fields.hair_colour} />
          <NullableSelect id="eye_colour" options={EYE_COLOURS} value={draft.eye_colour} onChange={(value) => set('eye_colour', value)} error={fields.eye_colour} />
          <NullableSelect id="body_type" options={BODY_TYPES} value={draft.body_type} onChange={(value) => set('body_type', value)} error={fields.body_type} />
          <NullableSelect
            id="relationship_status"
            options={RELATIONSHIP_STATUSES}
            value={draft.relationship_status}
            onChange={(value) => set('relationship_status', value)}
            error={fields.relationship_status}
          />
        </div>
      </Section>

      <Section id="interests" title={t('fields.interests')}>
        <InterestsPicker value={draft.interests} onChange={(value) => set('interests', value)} error={fields.interests} />
      </Section>

      <Section id="about" title={t('fields.about')}>
        <FormField
          as="textarea"
          id="profile-about"
          label={<span className="visually-hidden">{t('fields.about')}</span>}
          rows={6}
          maxLength={ABOUT_MAX}
          placeholder={t('own_profile.about_placeholder')}
          value={draft.about}
          onChange={(event) => set('about', event.target.value)}
          error={fields.about}
          hint={
            <span className="d-flex justify-content-end" aria-live="polite">
              {t('own_profile.about_count', { count: draft.about.length, max: ABOUT_MAX })}
            </span>
          }
          groupClassName="mb-0"
        />
      </Section>

      <div className="app-save-bar py-3 d-flex align-items-center gap-3">
        <PendingButton pending={update.isPending} size="lg" data-testid="profile-save">
          {t('own_profile.save')}
        </PendingButton>
        {update.isSuccess && (
          <span className="text-success d-inline-flex align-items-center gap-1" role="status" data-testid="saved">
            <CheckCircle aria-hidden="true" />
            {t('settings.saved')}
          </span>
        )}
      </div>
    </AppForm>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card border-0 shadow-sm mb-3" aria-labelledby={`profile-${id}-title`}>
      <div className="card-body p-3 p-md-4">
        <h2 className="h5 mb-3" id={`profile-${id}-title`}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

interface NullableSelectProps<V extends string> {
  id: string;
  options: readonly V[];
  value: V | null;
  onChange: (value: V | null) => void;
  error?: string;
}

/** A detail the member may leave open ('Not specified'). */
function NullableSelect<V extends string>({ id, options, value, onChange, error }: NullableSelectProps<V>) {
  const { t } = useTranslation();
  return (
    <div className="col-sm-6">
      <FormField
        as="select"
        id={`profile-${id}`}
        label={t(`fields.${id}`)}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || null) as V | null)}
        error={error}
      >
        <option value="">{t('own_profile.not_specified')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`profile.${id}.${option}`)}
          </option>
        ))}
      </FormField>
    </div>
  );
}
