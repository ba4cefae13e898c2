import {
  LOCALE_NATIVE_NAMES,
  LOCALES,
  type Locale,
  type Newsletter,
  NewsletterDraft,
  type NewsletterFormat,
  NEWSLETTER_BODY_MAX,
  NEWSLETTER_SUBJECT_MAX,
  type NewsletterPreview,
} from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { Link, useNavigate, useParams } from 'react-router';
import { errorText, useAdminSite, useStaffSession } from '../admin-api';
import { AuditTrail } from '../audit/audit-trail';
import { ReasonModal } from '../components/reason-modal';
import {
  newsletterQuery,
  previewPageUrl,
  usePreviewNewsletter,
  useSaveNewsletter,
  useSendNewsletter,
  useSendTest,
} from './newsletter-api';
import { formatWhen, SendProgress } from './newsletter-parts';

/**
 * /admin/newsletters/new and /admin/newsletters/:id: a draft is written, previewed, tested and
 * sent here; a newsletter on its way or sent shows its progress. One route for both, so the
 * editor keeps its state when a new draft is first saved and gets its id.
 */
export function Component() {
  const { id = 'new' } = useParams();
  const existing = id === 'new' ? null : Number(id);
  const query = useQuery({ ...newsletterQuery(existing ?? 0), enabled: existing !== null });
  if (existing !== null && !query.data) {
    return query.isError ? (
      <Alert variant="danger">
        {errorText(query.error)} <Link to="/admin/newsletters">Back to the newsletters</Link>
      </Alert>
    ) : (
      <Spinner size="sm" role="status" aria-label="Loading" />
    );
  }
  const newsletter = query.data ?? null;
  if (newsletter && newsletter.status !== 'draft') return <SentNewsletter newsletter={newsletter} />;
  return <NewsletterEditor newsletter={newsletter} />;
}

function BackLink() {
  return (
    <Link to="/admin/newsletters" className="d-inline-block mb-2 small">
      ← All newsletters
    </Link>
  );
}

interface FormValues {
  site_id: string;
  language: Locale;
  subject: string;
  body: string;
  format: NewsletterFormat;
}

const draftOf = (newsletter: Newsletter): NewsletterDraft => ({
  site_id: newsletter.site_id,
  language: newsletter.language,
  subject: newsletter.subject,
  body: newsletter.body,
  format: newsletter.format,
});

function NewsletterEditor({ newsletter }: { newsletter: Newsletter | null }) {
  const { sites } = useStaffSession();
  const { siteId } = useAdminSite();
  const navigate = useNavigate();
  const [form, setForm] = useState<FormValues>(() => {
    const site = sites.find((candidate) => candidate.id === (newsletter?.site_id ?? siteId)) ?? (sites.length === 1 ? sites[0] : undefined);
    return {
      site_id: site ? String(site.id) : '',
      language: newsletter?.language ?? (LOCALES.find((locale) => locale === site?.language) ?? 'en'),
      subject: newsletter?.subject ?? '',
      body: newsletter?.body ?? '',
      format: newsletter?.format ?? 'markdown',
    };
  });
  const [dirty, setDirty] = useState(newsletter === null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof FormValues, string>>>({});
  const [shown, setShown] = useState<Newsletter | null>(null);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveNewsletter();
  const preview = usePreviewNewsletter();
  const test = useSendTest();
  const send = useSendNewsletter();
  const busy = save.isPending || preview.isPending || test.isPending || send.isPending;
  const failure = [save, preview, test].find((mutation) => mutation.isError)?.error;

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setForm((values) => ({ ...values, [key]: value }));
    setDirty(true);
  };

  /** Checks the form against the contract, saves it when changed, and answers the stored draft. */
  const saved = async (): Promise<Newsletter | null> => {
    const parsed = NewsletterDraft.safeParse({ ...form, site_id: Number(form.site_id) });
    if (!parsed.success) {
      setFieldErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message === 'required' ? 'Required.' : issue.message])));
      return null;
    }
    setFieldErrors({});
    if (newsletter && !dirty) return newsletter;
    try {
      const stored = await save.mutateAsync({ id: newsletter?.id ?? null, draft: parsed.data });
      setDirty(false);
      if (!newsletter) await navigate(`/admin/newsletters/${stored.id}`, { replace: true });
      return stored;
    } catch {
      // save.error shows it.
      return null;
    }
  };

  const showPreview = async (then?: (answer: NewsletterPreview) => void) => {
    const stored = await saved();
    if (!stored) return;
    setShown(stored);
    preview.mutate(draftOf(stored), { onSuccess: then });
  };

  const sendTest = async () => {
    const stored = await saved();
    if (stored) test.mutate(stored.id);
  };

  const site = sites.find((candidate) => String(candidate.id) === form.site_id);

  return (
    <>
      <BackLink />
      <h1 className="h3 mb-3">{newsletter ? 'Edit newsletter' : 'New newsletter'}</h1>
      {failure !== undefined && (
        <Alert variant="danger" data-testid="newsletter-error">
          {errorText(failure)}
        </Alert>
      )}
      {test.data && (
        <Alert variant="success" dismissible onClose={() => test.reset()} data-testid="test-sent">
          A test copy went to {test.data.sent_to}.
        </Alert>
      )}
      <Row className="g-4">
        <Col lg={6}>
          <Form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void saved();
            }}
          >
            <Row className="g-3 mb-3">
              <Col sm={7}>
                <Form.Group controlId="newsletter-site">
                  <Form.Label>Site</Form.Label>
                  <Form.Select value={form.site_id} onChange={(event) => set('site_id', event.target.value)} isInvalid={Boolean(fieldErrors.site_id)}>
                    <option value="">Choose a site</option>
                    {sites.map((candidate) => (
                      <option key={candidate.id} value={candidate.id}>
                        {candidate.name} ({candidate.domain})
                      </option>
                    ))}
                  </Form.Select>
                  <Form.Control.Feedback type="invalid">Choose the site whose members get it.</Form.Control.Feedback>
                </Form.Group>
              </Col>
              <Col sm={5}>
                <Form.Group controlId="newsletter-language">
                  <Form.Label>Language</Form.Label>
                  <Form.Select value={form.language} onChange={(event) => set('language', event.target.value as Locale)}>
                    {LOCALES.map((locale) => (
                      <option key={locale} value={locale}>
                        {LOCALE_NATIVE_NAMES[locale]}
                      </option>
                    ))}
                  </Form.Select>
                </Form.Group>
              </Col>
            </Row>
            <Form.Group className="mb-3" controlId="newsletter-subject">
              <Form.Label>Subject</Form.Label>
              <Form.Control
                value={form.subject}
                maxLength={NEWSLETTER_SUBJECT_MAX}
                onChange={(event) => set('subject', event.target.value)}
                isInvalid={Boolean(fieldErrors.subject)}
              />
              <Form.Control.Feedback type="invalid">{fieldErrors.subject}</Form.Control.Feedback>
            </Form.Group>
            <fieldset className="mb-2">
              <legend className="form-label fs-6 mb-1">Format</legend>
              {(['markdown', 'text'] as const).map((format) => (
                <Form.Check
                  key={format}
                  inline
                  type="radio"
                  name="newsletter-format"
                  id={`newsletter-format-${format}`}
                  label={format === 'markdown' ? 'Markdown' : 'Plain text'}
                  checked={form.format === format}
                  onChange={() => set('format', format)}
                />
              ))}
            </fieldset>
            <Form.Group className="mb-3" controlId="newsletter-body">
              <Form.Label className="visually-hidden">Body</Form.Label>
              <Form.Control
                as="textarea"
                rows={14}
                className="font-monospace small"
                value={form.body}
                maxLength={NEWSLETTER_BODY_MAX}
                onChange={(event) => set('body', event.target.value)}
                isInvalid={Boolean(fieldErrors.body)}
                aria-describedby="newsletter-body-hint"
              />
              <Form.Control.Feedback type="invalid">{fieldErrors.body}</Form.Control.Feedback>
              <Form.Text id="newsletter-body-hint">
                {form.format === 'markdown'
                  ? 'Markdown: # Heading, **bold**, _italic_, [link](https://…), - list. HTML is shown as text. '
                  : 'Plain text: a blank line starts a paragraph; web addresses become links. '}
                Each mail opens with the member’s name and ends with the site’s signature and an unsubscribe link.
              </Form.Text>
            </Form.Group>
            <div className="d-flex flex-wrap gap-2">
              <Button type="button" variant="outline-primary" disabled={busy} onClick={() => void showPreview()} data-testid="newsletter-preview">
                Preview
              </Button>
              <Button type="submit" variant="outline-secondary" disabled={busy || (newsletter !== null && !dirty)} data-testid="newsletter-save">
                {newsletter !== null && !dirty ? 'Saved' : 'Save draft'}
              </Button>
              <Button type="button" variant="outline-secondary" disabled={busy} onClick={() => void sendTest()} data-testid="newsletter-test">
                Send a test to me
              </Button>
              <Button
                type="button"
                className="ms-sm-auto"
                disabled={busy}
                onClick={() => void showPreview(() => setConfirming(true))}
                data-testid="newsletter-send"
              >
                Send…
              </Button>
            </div>
          </Form>
        </Col>
        <Col lg={6}>
          {shown ? (
            <PreviewPanel newsletter={shown} preview={preview.data} pending={preview.isPending} />
          ) : (
            <p className="text-body-secondary border rounded p-3 mb-0">The preview shows the mail as a member gets it, and how many members would get it now.</p>
          )}
        </Col>
      </Row>
      {newsletter && (
        <div className="mt-5">
          <AuditTrail subjectType="newsletter" subjectId={newsletter.id} />
        </div>
      )}

      <ReasonModal
        show={confirming}
        title="Send this newsletter?"
        confirmLabel="Send now"
        danger
        pending={send.isPending}
        error={send.error}
        onHide={() => {
          setConfirming(false);
          send.reset();
        }}
        onConfirm={(reason) => shown && send.mutate({ id: shown.id, reason })}
      >
        <p data-testid="send-confirm">
          “{shown?.subject}” goes to <strong>{preview.data?.recipients ?? 0}</strong> member{preview.data?.recipients === 1 ? '' : 's'} of{' '}
          {site?.name ?? 'the site'} who read {LOCALE_NATIVE_NAMES[form.language]}, in batches. Once sent it can be neither changed nor
          stopped.
        </p>
      </ReasonModal>
    </>
  );
}

/**
 * The stored mail in a frame of its own, with its figures. The page comes with its own policy
 * (no script, sandboxed), so the frame needs no sandbox attribute of its own.
 */
function PreviewPanel({ newsletter, preview, pending }: { newsletter: Newsletter; preview?: NewsletterPreview; pending?: boolean }) {
  return (
    <section aria-label="Preview" data-testid="newsletter-preview-panel">
      <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-2">
        <h2 className="h5 mb-0 text-break">{newsletter.subject}</h2>
        {newsletter.status === 'draft' && (
          <span className="small" data-testid="newsletter-recipients">
            {pending || !preview ? (
              <Spinner size="sm" aria-label="Counting" />
            ) : (
              <>
                Would go to <strong className="admin-figures">{preview.recipients}</strong> member{preview.recipients === 1 ? '' : 's'} now
              </>
            )}
          </span>
        )}
      </div>
      <iframe
        key={newsletter.updated_at}
        title={`Preview of ${newsletter.subject}`}
        src={previewPageUrl(newsletter)}
        className="w-100 border rounded bg-body-tertiary"
        style={{ height: '36rem' }}
        data-testid="newsletter-preview-frame"
      />
      {preview && (
        <details className="mt-2">
          <summary className="small">Plain-text version</summary>
          <pre className="small border rounded p-2 mt-2 admin-json">{preview.text}</pre>
        </details>
      )}
    </section>
  );
}

/** A newsletter on its way or sent: its progress, the mail as sent, and its audit trail. */
function SentNewsletter({ newsletter }: { newsletter: Newsletter }) {
  const { sites } = useStaffSession();
  const site = sites.find((candidate) => candidate.id === newsletter.site_id);
  return (
    <>
      <BackLink />
      <h1 className="h3 mb-1 text-break" data-testid="newsletter-subject">
        {newsletter.subject}
      </h1>
      <p className="text-body-secondary small">
        {site?.name ?? `Site ${newsletter.site_id}`} · {LOCALE_NATIVE_NAMES[newsletter.language]} ·{' '}
        {newsletter.format === 'markdown' ? 'Markdown' : 'plain text'}
        {newsletter.queued_at && ` · sent ${formatWhen(newsletter.queued_at)}`}
        {newsletter.finished_at && ` · done ${formatWhen(newsletter.finished_at)}`}
      </p>
      <SendProgress newsletter={newsletter} />
      <Row>
        <Col lg={7} xl={6}>
          <PreviewPanel newsletter={newsletter} />
        </Col>
      </Row>
      <div className="mt-5">
        <AuditTrail subjectType="newsletter" subjectId={newsletter.id} />
      </div>
    </>
  );
}
