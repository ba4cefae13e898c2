import { type AdminSitePageResponse, type Locale, type PagePreviewResponse, SitePageDraft } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Card, Col, Row, Spinner } from 'react-bootstrap';
import { Link, useNavigate, useParams } from 'react-router';
import { AuditTrail } from '../audit/audit-trail';
import { previewPage, sitePageQuery, siteQuery, useDeletePage, useSavePage } from './api';
import { ReasonModal } from '../components/reason-modal';
import { draftErrors, refusesFields, saveErrors, SelectField, SwitchField, TextField } from './fields';
import { LANGUAGE_OPTIONS, languageName } from './labels';
import { sitePagesPath } from './paths';

/** /admin/sites/{id}/pages/{token}: a page's title and Markdown per language, previewed as visitors will read it. */
export function Component() {
  const params = useParams();
  const siteId = Number(params.siteId);
  const token = params.token!;
  const site = useQuery(siteQuery(siteId)).data?.site;
  const page = useQuery(sitePageQuery(siteId, token)).data;
  if (!site || !page) return <Spinner animation="border" role="status" className="m-4" />;
  return <PageEditor key={token} siteId={siteId} domain={site.domain} language={site.language} answer={page} />;
}

interface EditorProps {
  siteId: number;
  domain: string;
  language: Locale;
  answer: AdminSitePageResponse;
}

function PageEditor({ siteId, domain, language: siteLanguage, answer: { page, defaults } }: EditorProps) {
  // A page still to write starts as published: it is being written to be read.
  const [draft, setDraft] = useState<SitePageDraft>({ published: page.stored ? page.published : true, content: page.content });
  const [language, setLanguage] = useState<Locale>(() => (Object.keys(page.content)[0] as Locale | undefined) ?? siteLanguage);
  const [preview, setPreview] = useState<PagePreviewResponse | null>(null);
  const [asking, setAsking] = useState<'save' | 'delete' | null>(null);
  const save = useSavePage(siteId, page.token);
  const remove = useDeletePage(siteId, page.token);
  const navigate = useNavigate();
  const errors = { ...draftErrors(SitePageDraft, draft), ...saveErrors(save.error ?? remove.error) };
  const current = draft.content[language];
  const setContent = (field: 'title' | 'markdown', value: string) =>
    setDraft((d) => ({ ...d, content: { ...d.content, [language]: { title: '', markdown: '', ...d.content[language], [field]: value } } }));
  const dropLanguage = () =>
    setDraft((d) => {
      const { [language]: _dropped, ...content } = d.content;
      return { ...d, content };
    });

  return (
    <div className="container-fluid py-3" data-testid="page-editor">
      <Link to={sitePagesPath(siteId)} className="small">
        Pages of {domain}
      </Link>
      <h1 className="h3 text-break">
        {domain}/{page.token}
      </h1>
      {page.builtin && (
        <Alert variant="light" className="small">
          A built-in page. The site's version replaces our text in every language; deleting it shows ours again.
        </Alert>
      )}
      <Row>
        <Col lg={6}>
          <SelectField
            id="page-language"
            label="Language"
            value={language}
            options={LANGUAGE_OPTIONS.map(([l, text]) => [l, draft.content[l] ? `${text} ✓` : text] as const)}
            onChange={(l) => {
              setLanguage(l);
              setPreview(null);
            }}
          />
          <TextField
            id="page-title"
            label={`Title (${languageName(language)})`}
            value={current?.title ?? ''}
            error={errors[`content.${language}.title`]}
            onChange={(value) => setContent('title', value)}
          />
          <TextField
            id="page-markdown"
            label="Text (Markdown)"
            rows={14}
            value={current?.markdown ?? ''}
            error={errors[`content.${language}.markdown`]}
            hint="Markdown without HTML. {site_name}, {company_name}, {support_email}, {support_phone}, {refund_days} and the like are filled in."
            onChange={(value) => setContent('markdown', value)}
          />
          <div className="d-flex flex-wrap gap-2 mb-3">
            {defaults[language] && (
              <Button size="sm" variant="outline-secondary" onClick={() => setDraft((d) => ({ ...d, content: { ...d.content, [language]: defaults[language]! } }))}>
                Start from our text
              </Button>
            )}
            {current && (
              <Button size="sm" variant="outline-secondary" onClick={dropLanguage}>
                No {languageName(language)} version
              </Button>
            )}
          </div>
          <SwitchField
            id="page-published"
            label="Published"
            checked={draft.published}
            hint={`Visitors read it at https://${domain}/${page.token}`}
            onChange={(published) => setDraft((d) => ({ ...d, published }))}
          />
          {(errors.content || errors._) && <Alert variant="danger">{errors.content ?? errors._}</Alert>}
          {save.isSuccess && <Alert variant="success">Saved.</Alert>}
          <div className="d-flex flex-wrap gap-2 mb-3">
            <Button
              variant="outline-primary"
              disabled={!current}
              onClick={() => void previewPage(siteId, language, current!).then(setPreview)}
              data-testid="preview-page"
            >
              Preview
            </Button>
            <Button disabled={save.isPending} onClick={() => setAsking('save')} data-testid="save-page">
              Save
            </Button>
            {(page.stored || save.isSuccess) && (
              <Button variant="outline-danger" disabled={remove.isPending} onClick={() => setAsking('delete')}>
                {page.builtin ? "Delete the site's version" : 'Delete page'}
              </Button>
            )}
          </div>
        </Col>
        <Col lg={6}>
          <Card data-testid="page-preview">
            <Card.Header>Preview ({languageName(language)})</Card.Header>
            <Card.Body>
              {preview ? (
                <article>
                  <h2 className="h4">{preview.title}</h2>
                  {/* Rendered by the server as the published page will be: no raw HTML, unsafe links removed. */}
                  <div dangerouslySetInnerHTML={{ __html: preview.html }} />
                </article>
              ) : (
                <p className="text-body-secondary mb-0">Preview shows the page as visitors will read it.</p>
              )}
            </Card.Body>
          </Card>
        </Col>
      </Row>
      <AuditTrail subjectType="site_page" subjectId={`${siteId}/${page.token}`} />
      <ReasonModal
        show={asking !== null}
        title={asking === 'delete' ? `Delete /${page.token}` : `Save /${page.token}`}
        confirmLabel={asking === 'delete' ? 'Delete' : 'Save'}
        danger={asking === 'delete'}
        pending={save.isPending || remove.isPending}
        error={asking === 'delete' ? remove.error : save.error}
        onConfirm={(reason) =>
          asking === 'delete'
            ? remove.mutate(reason, { onSuccess: () => void navigate(sitePagesPath(siteId)) })
            : save.mutate(
                { ...draft, reason },
                { onSuccess: () => setAsking(null), onError: (error) => refusesFields(error) && setAsking(null) },
              )
        }
        onHide={() => setAsking(null)}
      />
    </div>
  );
}
