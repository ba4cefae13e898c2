import { type OwnPhoto, PHOTO_LIMIT_FREE, PHOTO_LIMIT_PREMIUM } from '@app/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useRef, useState } from 'react';
import { Badge, Button, Form } from 'react-bootstrap';
import { Alert } from '../../components/alert';
import {
  ArrowLeft,
  ArrowRight,
  CameraFill,
  CheckCircleFill,
  Hourglass,
  LockFill,
  StarFill,
  Trash,
  XCircleFill,
} from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { ConfirmModal } from '../../components/confirm-modal';
import { PageLoading } from '../../components/page-loading';
import { PremiumCta } from '../../components/premium-cta';
import { ProfilePhoto } from '../../components/profile-photo';
import { useCurrentUser } from '../../hooks/use-session';
import { errorText } from '../../lib/error-text';
import { PHOTO_ACCEPT, photosQuery, uploadPhoto, useDeletePhoto, useReorderPhotos, useUpdatePhoto } from './api';
import { CallError } from '../../components/call-error';

/** The new order after moving the photo at `from` to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

interface Upload {
  name: string;
  progress: number;
}

/** The member's photos: upload with progress, status, main photo, private, order, delete (SPEC §1, §6). */
export function PhotosSection() {
  const { t } = useTranslation();
  const photos = useQuery(photosQuery);
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const reorder = useReorderPhotos();
  const [upload, setUpload] = useState<Upload | null>(null);
  const [uploadError, setUploadError] = useState<unknown>(null);
  const [uploadPrivate, setUploadPrivate] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);

  if (photos.isPending) return <PageLoading />;
  if (photos.isError) return <CallError error={photos.error} onRetry={() => void photos.refetch()} />;
  const { limit } = photos.data;
  const list = [...photos.data.photos].sort((a, b) => a.position - b.position);
  const atLimit = list.length >= limit;
  const free = !user?.paid_user && limit <= PHOTO_LIMIT_FREE;

  const uploadFiles = async (files: File[]) => {
    setUploadError(null);
    const room = Math.max(0, limit - list.length);
    for (const file of files.slice(0, room)) {
      setUpload({ name: file.name, progress: 0 });
      try {
        await uploadPhoto(file, { isPrivate: uploadPrivate, onProgress: (progress) => setUpload({ name: file.name, progress }) });
      } catch (error) {
        setUploadError(error);
        break;
      } finally {
        await queryClient.invalidateQueries({ queryKey: photosQuery.queryKey });
      }
    }
    if (files.length > room) setUploadError(new LimitNotice(limit));
    setUpload(null);
    void queryClient.invalidateQueries({ queryKey: ['user'] });
  };

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= list.length) return;
    reorder.mutate(moved(list, from, to).map((photo) => photo.id));
  };

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, index);
    setDragged(null);
    setDropTarget(null);
  };

  return (
    <section className="card border-0 shadow-sm mb-3 app-photos" aria-labelledby="photos-title" data-testid="photos-section">
      <div className="card-body p-3 p-md-4">
        <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
          <h2 className="h5 mb-0" id="photos-title">
            {t('own_profile.photos')}
          </h2>
          <span className="text-body-secondary small" data-testid="photo-count">
            {t('own_profile.photo_count', { count: list.length, limit })}
          </span>
        </div>
        {list.length > 1 && <p className="small text-body-secondary">{t('own_profile.reorder_hint')}</p>}
        {uploadError !== null && (
          <Alert variant="danger" dismissible onClose={() => setUploadError(null)} closeLabel={t('common.close')} data-testid="upload-error">
            {uploadError instanceof LimitNotice ? t('errors.photo_limit_reached', { limit: uploadError.limit }) : errorText(t, uploadError)}
          </Alert>
        )}
        {reorder.isError && <CallError error={reorder.error} />}
        <ul className="row row-cols-2 row-cols-sm-3 row-cols-lg-4 g-2 g-md-3 list-unstyled mb-0">
          {list.map((photo, index) => (
            <li
              key={photo.id}
              className={`col${dragged === index ? ' app-dragging' : ''}${dropTarget === index && dragged !== index ? ' app-drop-target' : ''}`}
              draggable={list.length > 1}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(photo.id));
                setDragged(index);
              }}
              onDragOver={(event) => {
                event.preventDefault();
                setDropTarget(index);
              }}
              onDragLeave={() => setDropTarget((current) => (current === index ? null : current))}
              onDragEnd={() => {
                setDragged(null);
                setDropTarget(null);
              }}
              onDrop={(event) => onDrop(event, index)}
              data-testid="own-photo"
              data-photo-id={photo.id}
              data-status={photo.status}
            >
              <PhotoTile photo={photo} index={index} count={list.length} onMove={move} />
            </li>
          ))}
          {upload && (
            <li className="col">
              <div className="app-photo-tile card border-0 h-100 justify-content-center p-3 text-center" aria-live="polite">
                <CameraFill size={28} className="text-primary mx-auto mb-2" aria-hidden="true" />
                <p className="small text-truncate mb-2">{t('own_profile.uploading', { name: upload.name })}</p>
                <UploadProgress share={upload.progress} label={t('own_profile.upload_progress')} />
              </div>
            </li>
          )}
          {!atLimit && !upload && (
            <li className="col">
              <label className="app-photo-add card h-100 d-flex flex-column align-items-center justify-content-center text-center p-3" htmlFor="photo-upload">
                <CameraFill size={32} className="text-primary mb-2" aria-hidden="true" />
                <span className="fw-semibold">{t('own_profile.add_photo')}</span>
                <span className="small text-body-secondary">{t('own_profile.photo_types')}</span>
              </label>
            </li>
          )}
        </ul>
        <input
          ref={input}
          id="photo-upload"
          type="file"
          className="visually-hidden"
          accept={PHOTO_ACCEPT}
          multiple
          disabled={atLimit || upload !== null}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length > 0) void uploadFiles(files);
          }}
          data-testid="photo-input"
        />
        {!atLimit && (
          <Form.Check
            type="switch"
            id="upload-private"
            className="mt-3"
            label={t('own_profile.upload_private')}
            checked={uploadPrivate}
            onChange={(event) => setUploadPrivate(event.target.checked)}
          />
        )}
        {atLimit && free && (
          <Alert variant="light" className="border mt-3 mb-0" data-testid="photo-limit">
            <p className="small mb-2">{t('own_profile.limit_free', { count: limit, premium: PHOTO_LIMIT_PREMIUM })}</p>
            <PremiumCta />
          </Alert>
        )}
        {atLimit && !free && <p className="small text-body-secondary mt-3 mb-0">{t('errors.photo_limit_reached', { limit })}</p>}
      </div>
    </section>
  );
}

/** Said when more files were chosen than there is room for. */
class LimitNotice {
  constructor(readonly limit: number) {}
}

const STATUS = {
  pending: { bg: 'warning', text: 'dark', Icon: Hourglass },
  rejected: { bg: 'danger', text: undefined, Icon: XCircleFill },
  active: { bg: 'success', text: undefined, Icon: CheckCircleFill },
} as const;

function PhotoTile({ photo, index, count, onMove }: { photo: OwnPhoto; index: number; count: number; onMove: (from: number, to: number) => void }) {
  const { t } = useTranslation();
  const update = useUpdatePhoto();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const status = STATUS[photo.status];
  return (
    <div className="app-photo-tile card border-0 shadow-sm h-100">
      <div className="position-relative ratio ratio-1x1 rounded-top overflow-hidden bg-body-secondary">
        <ProfilePhoto url={photo.thumb_url} alt={t('own_profile.photo_alt', { number: index + 1 })} />
        <div className="position-absolute top-0 start-0 p-2 d-flex flex-column align-items-start gap-1 app-photo-badges">
          <Badge bg={status.bg} text={status.text} className="d-inline-flex align-items-center gap-1" data-testid="photo-status">
            <status.Icon aria-hidden="true" />
            {t(`own_profile.status.${photo.status}`)}
          </Badge>
          {photo.main && (
            <Badge bg="primary" className="d-inline-flex align-items-center gap-1" data-testid="main-badge">
              <StarFill aria-hidden="true" />
              {t('own_profile.main')}
            </Badge>
          )}
          {photo.private && (
            <Badge bg="dark" className="d-inline-flex align-items-center gap-1">
              <LockFill aria-hidden="true" />
              {t('own_profile.private')}
            </Badge>
          )}
        </div>
      </div>
      <div className="card-body p-2 d-flex flex-column gap-2">
        {photo.status === 'rejected' && (
          <p className="small text-danger mb-0" data-testid="rejected-text">
            {photo.reject_reason && (
              <strong className="d-block" data-testid="reject-reason">
                {t('own_profile.rejected_reason', { reason: t(`moderation.reasons.${photo.reject_reason}`) })}
              </strong>
            )}
            {t('own_profile.rejected_text')}
          </p>
        )}
        {!photo.main && photo.status !== 'rejected' && (
          <Button
            size="sm"
            variant="outline-primary"
            className="d-inline-flex align-items-center justify-content-center gap-1"
            disabled={update.isPending}
            onClick={() => update.mutate({ id: photo.id, main: true })}
            data-testid="set-main"
          >
            <StarFill aria-hidden="true" />
            {t('own_profile.set_main')}
          </Button>
        )}
        <Form.Check
          type="switch"
          id={`photo-private-${photo.id}`}
          className="small mb-0"
          label={t('own_profile.private_switch')}
          checked={photo.private}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ id: photo.id, private: event.target.checked })}
        />
        {update.isError && <p className="small text-danger mb-0">{errorText(t, update.error)}</p>}
        <div className="d-flex align-items-center gap-1 mt-auto">
          <Button
            size="sm"
            variant="light"
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
            aria-label={t('own_profile.move_earlier', { number: index + 1 })}
            title={t('own_profile.move_earlier', { number: index + 1 })}
          >
            <ArrowLeft aria-hidden="true" />
          </Button>
          <Button
            size="sm"
            variant="light"
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
            aria-label={t('own_profile.move_later', { number: index + 1 })}
            title={t('own_profile.move_later', { number: index + 1 })}
          >
            <ArrowRight aria-hidden="true" />
          </Button>
          <Button
            size="sm"
            variant="light"
            className="ms-auto text-danger"
            onClick={() => setConfirmDelete(true)}
            aria-label={t('own_profile.delete_photo', { number: index + 1 })}
            title={t('own_profile.delete_photo', { number: index + 1 })}
            data-testid="delete-photo"
          >
            <Trash aria-hidden="true" />
          </Button>
        </div>
      </div>
      {confirmDelete && <DeleteConfirm photo={photo} onClose={() => setConfirmDelete(false)} />}
    </div>
  );
}

function DeleteConfirm({ photo, onClose }: { photo: OwnPhoto; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeletePhoto();
  return (
    <ConfirmModal
      title={t('own_profile.delete_title')}
      confirmLabel={t('own_profile.delete')}
      pending={remove.isPending}
      error={remove.error}
      onConfirm={() => remove.mutate(photo.id, { onSuccess: onClose })}
      onClose={onClose}
      size="sm"
      data-testid="delete-photo-confirm"
    >
      <div className="ratio ratio-1x1 rounded overflow-hidden mb-3 mx-auto app-confirm-thumb">
        <ProfilePhoto url={photo.thumb_url} alt="" />
      </div>
      <p className="mb-0">{t('own_profile.delete_text')}</p>
    </ConfirmModal>
  );
}

/**
 * Bootstrap's progress bar as markup: react-bootstrap's ProgressBar was 0.6 kB of the profile's
 * first load (issue 20's 120 kB). Striped and moving once the file is sent and the server works on it.
 */
function UploadProgress({ share, label }: { share: number; label: string }) {
  const percent = Math.round(share * 100);
  return (
    <div className="progress" role="progressbar" aria-label={label} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} data-testid="upload-progress">
      <div className={`progress-bar${share >= 1 ? ' progress-bar-striped progress-bar-animated' : ''}`} style={{ width: `${percent}%` }}>
        {percent}%
      </div>
    </div>
  );
}
