import {
  BODY_TYPES,
  EYE_COLOURS,
  type FictionalProfileDetail,
  HAIR_COLOURS,
  INTEREST_KEYS,
  type InterestKey,
  RELATIONSHIP_STATUSES,
} from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Alert, Button, Card, Col, Form, Row, Spinner } from 'react-bootstrap';
import { Link, useNavigate, useParams } from 'react-router';
import { errorText, useAdminSite, useStaffSession } from '../admin-api';
import { ADMIN_NAV, canSee } from '../admin-nav';
import { AuditTrail } from '../audit/audit-trail';
import { ChecksField, saveErrors, SelectField, TextField } from '../sites/fields';
import { fictionalQuery, regionsQuery, useCreateFictional, useEditFictional, useFictionalPhoto } from './fictional-api';
import { FictionalNotes } from './fictional-notes';

type Fields = FictionalProfileDetail['fields'];

const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour));
/** The optional appearance fields: '' stands for "not said". */
const optional = <T extends string>(values: readonly T[]) => [['', '—'] as const, ...values.map((value) => [value, value.replace(/_/g, ' ')] as const)];

const EMPTY: Fields = {
  name: '',
  date_of_birth: '',
  gender: 'female',
  sexuality: 'hetero',
  country: '',
  region: '',
  city: '',
  interests: [],
  hair_colour: null,
  eye_colour: null,
  body_type: null,
  relationship_status: null,
  about: '',
};

/** /admin/fictional/new and /admin/fictional/<id>: the profile's fields, online pattern, photos, notes and audit trail. */
export function Component() {
  const { id } = useParams();
  return id === 'new' ? <NewProfile /> : <ExistingProfile id={Number(id)} />;
}

function NewProfile() {
  const { siteId: pickedSite } = useAdminSite();
  const { sites } = useStaffSession();
  const navigate = useNavigate();
  const create = useCreateFictional();
  const [siteId, setSiteId] = useState(pickedSite ?? sites[0]?.id ?? 0);
  const [notes, setNotes] = useState('');
  return (
    <>
      <Back />
      <h1 className="h3 mb-3">New fictional profile</h1>
      <ProfileForm
        initial={EMPTY}
        initialHours={[]}
        submitLabel="Create profile"
        pending={create.isPending}
        error={create.error}
        before={
          <SelectField
            id="fictional-site"
            label="Site"
            value={String(siteId)}
            options={sites.map((site) => [String(site.id), site.domain] as const)}
            onChange={(value) => setSiteId(Number(value))}
          />
        }
        after={
          <TextField
            id="fictional-notes-new"
            label="Notes (the character's facts; never shown to members)"
            rows={4}
            value={notes}
            onChange={setNotes}
            error={saveErrors(create.error).notes}
          />
        }
        onSubmit={(fields, onlineHours, reason) =>
          create.mutate(
            { ...withoutEmpty(fields), siteId, notes, onlineHours, reason },
            { onSuccess: ({ id }) => void navigate(`/admin/fictional/${id}`) },
          )
        }
      />
    </>
  );
}

/** The audit log holds members' data beyond this profile: only who may read it sees the trail. */
const AUDIT_LOG = ADMIN_NAV.find((entry) => entry.path === '/admin/audit')!;

function ExistingProfile({ id }: { id: number }) {
  const { staff } = useStaffSession();
  const profile = useQuery(fictionalQuery(id));
  const edit = useEditFictional(id);
  if (profile.isPending) return <Spinner role="status" aria-label="Loading" />;
  if (profile.isError) return <Alert variant="danger">{errorText(profile.error)}</Alert>;
  const { fields, onlineHours } = profile.data;
  return (
    <>
      <Back />
      <div className="d-flex flex-wrap align-items-baseline gap-2 mb-3">
        <h1 className="h3 mb-0">{fields.name}</h1>
        <span className="text-body-secondary admin-figures">#{id}</span>
        <Link to={`/admin/members/${id}`} className="ms-auto small">
          Member page
        </Link>
      </div>
      <Row className="g-4">
        <Col lg={7}>
          <ProfileForm
            key={JSON.stringify(profile.data)}
            initial={fields}
            initialHours={onlineHours}
            submitLabel="Save changes"
            pending={edit.isPending}
            error={edit.error}
            saved={edit.isSuccess}
            onSubmit={(changed, hours, reason) => edit.mutate({ ...changes(fields, changed), onlineHours: hours, reason })}
          />
        </Col>
        <Col lg={5}>
          <Photos profile={profile.data} />
          <FictionalNotes id={id} notes={profile.data.notes} />
        </Col>
      </Row>
      {canSee(AUDIT_LOG, staff.role) && <AuditTrail subjectType="member" subjectId={id} />}
    </>
  );
}

function Back() {
  return (
    <Link to="/admin/fictional" className="small d-inline-block mb-2">
      ← Fictional profiles
    </Link>
  );
}

interface ProfileFormProps {
  initial: Fields;
  initialHours: number[];
  submitLabel: string;
  pending: boolean;
  error: unknown;
  saved?: boolean;
  before?: ReactNode;
  after?: ReactNode;
  onSubmit: (fields: Fields, onlineHours: number[], reason: string) => void;
}

function ProfileForm({ initial, initialHours, submitLabel, pending, error, saved, before, after, onSubmit }: ProfileFormProps) {
  const [fields, setFields] = useState(initial);
  const [hours, setHours] = useState(initialHours.map(String));
  const [reason, setReason] = useState('');
  const errors = saveErrors(error);
  const regions = useQuery({ ...regionsQuery(fields.country), enabled: /^[A-Z]{2}$/.test(fields.country) }).data?.countries[0]?.regions;
  const set = <K extends keyof Fields>(key: K) => (value: Fields[K]) => setFields((current) => ({ ...current, [key]: value }));
  const nullable = <K extends 'hair_colour' | 'eye_colour' | 'body_type' | 'relationship_status'>(key: K) => (value: string) =>
    set(key)((value === '' ? null : value) as Fields[K]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(fields, hours.map(Number), reason);
  };
  return (
    <Form onSubmit={submit} noValidate className="mb-4" data-testid="fictional-form">
      {before}
      <Row>
        <Col sm={6}>
          <TextField id="fictional-name" label="Name" value={fields.name} onChange={set('name')} error={errors.name} />
        </Col>
        <Col sm={6}>
          <TextField
            id="fictional-dob"
            label="Date of birth"
            type="date"
            value={fields.date_of_birth}
            onChange={set('date_of_birth')}
            error={errors.date_of_birth}
          />
        </Col>
        <Col sm={6}>
          <SelectField id="fictional-gender" label="Gender" value={fields.gender} options={[['female', 'female'], ['male', 'male']]} onChange={set('gender')} />
        </Col>
        <Col sm={6}>
          <SelectField
            id="fictional-sexuality"
            label="Sexuality"
            value={fields.sexuality}
            options={[['hetero', 'hetero'], ['gay', 'gay'], ['lesbian', 'lesbian'], ['bi', 'bi']]}
            onChange={set('sexuality')}
            error={errors.sexuality}
          />
        </Col>
        <Col sm={4}>
          <TextField
            id="fictional-country"
            label="Country (e.g. NL)"
            value={fields.country}
            onChange={(value) => setFields((current) => ({ ...current, country: value.toUpperCase(), region: '' }))}
            error={errors.country}
          />
        </Col>
        <Col sm={4}>
          {regions && regions.length > 0 ? (
            <SelectField
              id="fictional-region"
              label="Region"
              value={fields.region}
              options={[['', '—'], ...regions.map((region) => [region.code, region.name] as const)]}
              onChange={set('region')}
              error={errors.region}
            />
          ) : (
            <TextField id="fictional-region" label="Region" value={fields.region} onChange={set('region')} error={errors.region} />
          )}
        </Col>
        <Col sm={4}>
          <TextField id="fictional-city" label="City" value={fields.city} onChange={set('city')} error={errors.city} />
        </Col>
        <Col sm={6} md={3}>
          <SelectField id="fictional-hair" label="Hair" value={fields.hair_colour ?? ''} options={optional(HAIR_COLOURS)} onChange={nullable('hair_colour')} />
        </Col>
        <Col sm={6} md={3}>
          <SelectField id="fictional-eyes" label="Eyes" value={fields.eye_colour ?? ''} options={optional(EYE_COLOURS)} onChange={nullable('eye_colour')} />
        </Col>
        <Col sm={6} md={3}>
          <SelectField id="fictional-body" label="Body type" value={fields.body_type ?? ''} options={optional(BODY_TYPES)} onChange={nullable('body_type')} />
        </Col>
        <Col sm={6} md={3}>
          <SelectField
            id="fictional-relationship"
            label="Relationship"
            value={fields.relationship_status ?? ''}
            options={optional(RELATIONSHIP_STATUSES)}
            onChange={nullable('relationship_status')}
          />
        </Col>
      </Row>
      <TextField id="fictional-about" label="About" rows={4} value={fields.about} onChange={set('about')} error={errors.about} />
      <ChecksField<InterestKey>
        id="fictional-interests"
        label="Interests"
        options={INTEREST_KEYS}
        value={fields.interests}
        onChange={set('interests')}
        error={errors.interests}
        text={(key) => key.replace(/_/g, ' ')}
      />
      <ChecksField
        id="fictional-hours"
        label="Online at these hours of the day"
        options={HOURS}
        value={hours}
        onChange={setHours}
        error={errors.onlineHours}
        text={(hour) => `${hour.padStart(2, '0')}h`}
      />
      {after}
      <TextField id="fictional-reason" label="Reason" value={reason} onChange={setReason} error={errors.reason} />
      {error !== null && Object.keys(errors).length === 0 && <Alert variant="danger">{errorText(error)}</Alert>}
      {errors._ && <Alert variant="warning">Nothing changed.</Alert>}
      {saved && <Alert variant="success">Saved.</Alert>}
      <Button type="submit" disabled={pending}>
        {submitLabel}
      </Button>
    </Form>
  );
}

function Photos({ profile }: { profile: FictionalProfileDetail }) {
  const upload = useFictionalPhoto(profile.id);
  return (
    <Card className="mb-4">
      <Card.Header>Photos</Card.Header>
      <Card.Body>
        {profile.photos.length === 0 ? (
          <p className="text-body-secondary small">No photo yet: members see a placeholder.</p>
        ) : (
          <div className="d-flex flex-wrap gap-2 mb-3" data-testid="fictional-photos">
            {profile.photos.map((photo) => (
              <figure key={photo.id} className="mb-0 text-center">
                <img src={photo.thumbUrl} alt="" width={96} height={96} className="rounded object-fit-cover" />
                {photo.main && <figcaption className="small text-body-secondary">main</figcaption>}
              </figure>
            ))}
          </div>
        )}
        <Form.Group controlId="fictional-photo-upload">
          <Form.Label className="small">Add a photo (approved at once, no moderation queue)</Form.Label>
          <Form.Control
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={upload.isPending}
            onChange={(event) => {
              const input = event.target as HTMLInputElement;
              const file = input.files?.[0];
              if (file) upload.mutate(file, { onSettled: () => (input.value = '') });
            }}
          />
        </Form.Group>
        {upload.isPending && <Spinner size="sm" role="status" aria-label="Uploading" className="mt-2" />}
        {upload.isError && <Alert variant="danger" className="mt-2 mb-0">{errorText(upload.error)}</Alert>}
      </Card.Body>
    </Card>
  );
}

/** The new profile's fields without those left empty, which the server's defaults fill. */
function withoutEmpty(fields: Fields) {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '' && value !== null)) as Fields;
}

/** The fields that differ from the stored profile; the server refuses an edit of nothing. */
function changes(stored: Fields, edited: Fields): Partial<Fields> {
  return Object.fromEntries(
    Object.entries(edited).filter(([key, value]) => JSON.stringify(stored[key as keyof Fields]) !== JSON.stringify(value)),
  );
}
