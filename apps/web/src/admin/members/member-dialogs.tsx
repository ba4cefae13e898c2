import {
  type AdminBan,
  type AdminPhoto,
  type BanKind,
  type EditMemberProfileBody,
  Gender,
  type MemberDossier,
  ModerationReason,
  Sexuality,
} from '@app/core';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { ReasonModal } from '../components/reason-modal';
import { REASONS } from '../moderation/reasons';
import {
  type ReasonOnlyAction,
  useAdjustCredits,
  useBan,
  useEditProfile,
  useLiftBan,
  usePhotoDecision,
  usePremium,
  useReasonOnlyAction,
} from './members-api';

/** Which dialog of the member page is open, with what it acts on. */
export type MemberDialog =
  | { kind: 'profile' }
  | { kind: 'photo'; photo: AdminPhoto; decision: 'approve' | 'reject' }
  | { kind: 'ban'; preset?: { kind: BanKind; deviceId?: string; ip?: string } }
  | { kind: 'lift'; ban: AdminBan }
  | { kind: 'credits' }
  | { kind: 'premium' }
  | { kind: ReasonOnlyAction };

interface DialogProps {
  dossier: MemberDossier;
  dialog: MemberDialog;
  onDone: () => void;
  onDeleted: () => void;
}

/** The dialog the member page opened; each asks for the reason the audit log keeps. */
export function MemberDialogs({ dossier, dialog, onDone, onDeleted }: DialogProps) {
  switch (dialog.kind) {
    case 'profile':
      return <ProfileDialog dossier={dossier} onDone={onDone} />;
    case 'photo':
      return <PhotoDialog photo={dialog.photo} decision={dialog.decision} onDone={onDone} />;
    case 'ban':
      return <BanDialog dossier={dossier} preset={dialog.preset} onDone={onDone} />;
    case 'lift':
      return <LiftDialog ban={dialog.ban} onDone={onDone} />;
    case 'credits':
      return <CreditsDialog dossier={dossier} onDone={onDone} />;
    case 'premium':
      return <PremiumDialog dossier={dossier} onDone={onDone} />;
    default:
      return <ReasonOnlyDialog dossier={dossier} action={dialog.kind} onDone={dialog.kind === 'deletion' ? onDeleted : onDone} onCancel={onDone} />;
  }
}

type Done = { onDone: () => void };

/** The profile fields staff correct here, as the member's own profile form names them. */
type ProfileField = 'name' | 'date_of_birth' | 'gender' | 'sexuality' | 'country' | 'city' | 'about';

function ProfileDialog({ dossier, onDone }: { dossier: MemberDossier } & Done) {
  const edit = useEditProfile(dossier.member.id);
  const { profile } = dossier.member;
  const current: Record<ProfileField, string> = {
    name: profile.name,
    date_of_birth: profile.dateOfBirth,
    gender: profile.gender,
    sexuality: profile.sexuality,
    country: profile.country,
    city: profile.city,
    about: profile.about,
  };
  const textField = (name: ProfileField, label: string, type = 'text') => (
    <Form.Group className="mb-2" controlId={`profile-${name}`}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Control name={name} defaultValue={current[name]} type={type} />
    </Form.Group>
  );
  return (
    <ReasonModal
      show
      title={`Edit the profile of ${profile.name}`}
      confirmLabel="Save profile"
      pending={edit.isPending}
      error={edit.error}
      onHide={onDone}
      onConfirm={(reason, form) => {
        // Only what staff changed is sent: the audit entry shows just that.
        const changed = Object.fromEntries(
          (Object.keys(current) as ProfileField[]).flatMap((name) => {
            const value = String(form.get(name) ?? '').trim();
            const next = name === 'country' ? value.toUpperCase() : value;
            return next === current[name] ? [] : [[name, next]];
          }),
        ) as Omit<EditMemberProfileBody, 'reason'>;
        edit.mutate({ ...changed, reason }, { onSuccess: onDone });
      }}
    >
      {textField('name', 'Name')}
      {textField('date_of_birth', 'Date of birth', 'date')}
      <div className="d-flex gap-2 mb-2">
        <Form.Group className="flex-fill" controlId="profile-gender">
          <Form.Label className="small mb-1">Gender</Form.Label>
          <Form.Select name="gender" defaultValue={current.gender}>
            {Gender.options.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="flex-fill" controlId="profile-sexuality">
          <Form.Label className="small mb-1">Sexuality</Form.Label>
          <Form.Select name="sexuality" defaultValue={current.sexuality}>
            {Sexuality.options.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      {textField('country', 'Country')}
      {textField('city', 'City')}
      <Form.Group className="mb-3" controlId="profile-about">
        <Form.Label className="small mb-1">About</Form.Label>
        <Form.Control as="textarea" rows={3} name="about" defaultValue={current.about} />
      </Form.Group>
    </ReasonModal>
  );
}

/** Reject (hidden from everyone but its owner, who reads the reason) or approve, as the photo queue does. */
function PhotoDialog({ photo, decision, onDone }: { photo: AdminPhoto; decision: 'approve' | 'reject' } & Done) {
  const decide = usePhotoDecision();
  const reject = decision === 'reject';
  return (
    <ReasonModal
      show
      title={reject ? 'Reject this photo: hidden from everyone but its owner' : 'Approve this photo: shown to others'}
      confirmLabel={reject ? 'Reject photo' : 'Approve photo'}
      danger={reject}
      pending={decide.isPending}
      error={decide.error}
      onHide={onDone}
      onConfirm={(note, form) =>
        decide.mutate(
          { photoId: photo.id, decision, note, reason: reject ? ModerationReason.parse(form.get('moderationReason')) : undefined },
          { onSuccess: onDone },
        )
      }
    >
      <img src={photo.thumbUrl} alt="" className="rounded mb-3" width={120} height={120} style={{ objectFit: 'cover' }} />
      {reject && (
        <Form.Group controlId="photo-reject-reason" className="mb-3">
          <Form.Label>Rule broken (the member reads it)</Form.Label>
          <Form.Select name="moderationReason" required>
            {REASONS.map(({ reason, label }) => (
              <option key={reason} value={reason}>
                {label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
    </ReasonModal>
  );
}

const BAN_KINDS: { kind: BanKind; label: string }[] = [
  { kind: 'account', label: 'This account' },
  { kind: 'email', label: 'The e-mail address' },
  { kind: 'device', label: 'A device' },
  { kind: 'ip', label: 'An IP address' },
];

function BanDialog({ dossier, preset, onDone }: { dossier: MemberDossier; preset?: { kind: BanKind; deviceId?: string; ip?: string } } & Done) {
  const ban = useBan(dossier.member.id);
  const [kind, setKind] = useState<BanKind>(preset?.kind ?? 'account');
  const [suspend, setSuspend] = useState(false);
  const unique = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => value !== null))];
  const devices = unique(dossier.sessions.map((session) => session.deviceId));
  const ips = unique([...dossier.sessions.map((session) => session.ip), dossier.member.signupIp]);
  return (
    <ReasonModal
      show
      title={`Ban or suspend ${dossier.member.profile.name}`}
      confirmLabel={suspend ? 'Suspend' : 'Ban'}
      danger
      pending={ban.isPending}
      error={ban.error}
      onHide={onDone}
      onConfirm={(reason, form) =>
        ban.mutate(
          {
            kind,
            ...(kind === 'device' ? { deviceId: String(form.get('deviceId')) } : {}),
            ...(kind === 'ip' ? { ip: String(form.get('ip')) } : {}),
            days: suspend ? Number(form.get('days')) : null,
            reason,
          },
          { onSuccess: onDone },
        )
      }
    >
      <p className="small text-body-secondary">
        The member’s sessions end at once; the member, and anyone on a banned device or address, meets the ban page.
      </p>
      <Form.Group className="mb-3" controlId="ban-kind">
        <Form.Label className="small mb-1">What to ban</Form.Label>
        <Form.Select value={kind} onChange={(event) => setKind(event.target.value as BanKind)}>
          {BAN_KINDS.map((option) => (
            <option key={option.kind} value={option.kind} disabled={(option.kind === 'device' && devices.length === 0) || (option.kind === 'ip' && ips.length === 0)}>
              {option.label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {kind === 'device' && (
        <Form.Group className="mb-3" controlId="ban-device">
          <Form.Label className="small mb-1">Device</Form.Label>
          <Form.Select name="deviceId" defaultValue={preset?.deviceId}>
            {devices.map((device) => (
              <option key={device}>{device}</option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      {kind === 'ip' && (
        <Form.Group className="mb-3" controlId="ban-ip">
          <Form.Label className="small mb-1">IP address</Form.Label>
          <Form.Select name="ip" defaultValue={preset?.ip}>
            {ips.map((ip) => (
              <option key={ip}>{ip}</option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      <Form.Group className="mb-3">
        <Form.Check type="radio" id="ban-lasting" name="length" label="Until lifted (ban)" checked={!suspend} onChange={() => setSuspend(false)} />
        <div className="d-flex align-items-center gap-2">
          <Form.Check type="radio" id="ban-suspend" name="length" label="Suspend for" checked={suspend} onChange={() => setSuspend(true)} />
          <Form.Control name="days" type="number" min={1} max={3650} defaultValue={7} size="sm" style={{ width: '5.5rem' }} disabled={!suspend} aria-label="Days" />
          <span className="small">days</span>
        </div>
      </Form.Group>
    </ReasonModal>
  );
}

function LiftDialog({ ban, onDone }: { ban: AdminBan } & Done) {
  const lift = useLiftBan();
  return (
    <ReasonModal
      show
      title={`Lift the ${ban.kind} ban`}
      confirmLabel="Lift ban"
      pending={lift.isPending}
      error={lift.error}
      onHide={onDone}
      onConfirm={(reason) => lift.mutate({ banId: ban.id, reason }, { onSuccess: onDone })}
    >
      <p className="small">
        <code>{ban.value}</code> may log in and sign up again. Sessions the ban ended stay ended.
      </p>
    </ReasonModal>
  );
}

function CreditsDialog({ dossier, onDone }: { dossier: MemberDossier } & Done) {
  const adjust = useAdjustCredits(dossier.member.id);
  // One id per opened dialog: a double click or a retry adjusts once.
  const [requestId] = useState(() => crypto.randomUUID());
  return (
    <ReasonModal
      show
      title="Adjust credits"
      confirmLabel="Adjust credits"
      pending={adjust.isPending}
      error={adjust.error}
      onHide={onDone}
      onConfirm={(reason, form) => adjust.mutate({ delta: Number(form.get('delta')), reason, requestId }, { onSuccess: onDone })}
    >
      <p className="small text-body-secondary">
        Balance now: <strong className="admin-figures">{dossier.member.credits}</strong>. A positive number adds credits, a negative one
        takes them; the balance cannot go below zero. The member sees it in their credit history as a correction.
      </p>
      <Form.Group className="mb-3" controlId="credits-delta">
        <Form.Label className="small mb-1">Credits to add or take</Form.Label>
        <Form.Control name="delta" type="number" step={1} required />
      </Form.Group>
    </ReasonModal>
  );
}

function PremiumDialog({ dossier, onDone }: { dossier: MemberDossier } & Done) {
  const premium = usePremium(dossier.member.id);
  const grant = !dossier.member.paidUser;
  return (
    <ReasonModal
      show
      title={grant ? 'Grant premium' : 'Remove premium'}
      confirmLabel={grant ? 'Grant premium' : 'Remove premium'}
      danger={!grant}
      pending={premium.isPending}
      error={premium.error}
      onHide={onDone}
      onConfirm={(reason) => premium.mutate({ paidUser: grant, reason }, { onSuccess: onDone })}
    />
  );
}

const REASON_ONLY: Record<ReasonOnlyAction, { title: string; confirm: string; text: string; danger?: boolean }> = {
  'activation-mail': {
    title: 'Send the activation mail again',
    confirm: 'Send mail',
    text: 'A fresh link to confirm the address goes to the member.',
  },
  'password-reset': {
    title: 'Force a password reset',
    confirm: 'Force reset',
    text: 'The current password stops working, every session ends, and the member gets a link to set a new password.',
    danger: true,
  },
  deletion: {
    title: 'Delete the account now',
    confirm: 'Delete account',
    text: 'The account, its photos, messages, likes and credits are deleted now, without the 14 days to reactivate. This cannot be undone.',
    danger: true,
  },
};

function ReasonOnlyDialog({ dossier, action, onDone, onCancel }: { dossier: MemberDossier; action: ReasonOnlyAction; onCancel: () => void } & Done) {
  const write = useReasonOnlyAction(dossier.member.id);
  const { title, confirm, text, danger } = REASON_ONLY[action];
  return (
    <ReasonModal
      show
      title={title}
      confirmLabel={confirm}
      danger={danger}
      pending={write.isPending}
      error={write.error}
      onHide={onCancel}
      onConfirm={(reason) => write.mutate({ action, reason }, { onSuccess: onDone })}
    >
      <p className="small">{text}</p>
      {action === 'deletion' && (
        <Form.Check className="mb-3" id="deletion-confirm" required label={`Yes, delete ${dossier.member.profile.fictional ? dossier.member.profile.name : dossier.member.email}`} />
      )}
    </ReasonModal>
  );
}
