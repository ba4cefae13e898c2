import fastifyCookie from '@fastify/cookie';
import type { Agent as HttpsAgent } from 'node:https';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Config, NEWSLETTER_MAILS_PER_MINUTE_DEFAULT, productionRefusal } from './config';
import type { Db } from './db/client';
import { poolStats } from './db/pool-stats';
import { registerDrainOnClose } from './http/drain-on-close';
import { registerCompression } from './http/compression';
import { registerErrorHandler } from './http/error-handler';
import { proxyTrust, registerProxyTrust } from './http/proxy-trust';
import { RATE_LIMITS, type RateLimitTable, RateLimits, registerRateLimits } from './http/rate-limits';
import { registerRequestIdHeader, requestIdOptions } from './http/request-id';
import { RequestLog } from './http/request-log';
import { registerNulGuard } from './http/nul-guard';
import { queryCheckConstraint, queryPushConstraint } from './http/query-check-constraint';
import { registerRequestTypeGuard } from './http/request-type-guard';
import { serializerCompiler } from './http/response-serializer';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app';
import { landerPageMeta } from './modules/landers/lander-page';
import { landerRoutes } from './modules/landers/routes';
import { LanderService } from './modules/landers/service';
import { memberPageMeta } from './modules/profiles/share-meta';
import { sitePageMeta } from './modules/seo/public-page-meta';
import { entryWarningRoutes } from './modules/entry-warning/routes';
import { seoRoutes } from './modules/seo/routes';
import { accountDeletionAdminRoutes } from './modules/account-deletion/admin-routes';
import { accountDeletionRoutes } from './modules/account-deletion/routes';
import { banAdminRoutes } from './modules/bans/admin-routes';
import { chatAdminRoutes } from './modules/chat/admin-routes';
import { HeldMessages } from './modules/chat/held-messages';
import { BanService } from './modules/bans/service';
import { AccountDeletionService, DELETE_ACCOUNT_JOB } from './modules/account-deletion/service';
import { dataExportRoutes } from './modules/data-export/routes';
import { DATA_EXPORT_EXPIRY_JOB, DATA_EXPORT_JOB, DataExportService } from './modules/data-export/service';
import { blockRoutes } from './modules/blocks/routes';
import { BlockService } from './modules/blocks/service';
import { chatRoutes } from './modules/chat/routes';
import { operatorConsoleRoutes } from './modules/operator-console/admin-routes';
import { OperatorConsole } from './modules/operator-console/service';
import { ChatService } from './modules/chat/service';
import { complaintAdminRoutes } from './modules/complaints/admin-routes';
import { COMPLAINT_MAIL_JOB, ComplaintMails } from './modules/complaints/complaint-mails';
import { ComplaintDecisions } from './modules/complaints/decisions';
import { complaintRoutes } from './modules/complaints/routes';
import { ComplaintService } from './modules/complaints/service';
import { Lockout } from './modules/login/lockout';
import { likeRoutes } from './modules/likes/routes';
import { LikeService } from './modules/likes/service';
import { loginRoutes } from './modules/login/routes';
import { LoginService } from './modules/login/service';
import { mailChangeRoutes } from './modules/mail-change/routes';
import { memberDossierAdminRoutes } from './modules/member-dossier/admin-routes';
import { MemberDossierService } from './modules/member-dossier/service';
import { NOTIFY_JOB, Notifier } from './modules/notifications/notifier';
import { notificationRoutes } from './modules/notifications/routes';
import { NotificationService } from './modules/notifications/service';
import { UnsubscribeTokens } from './modules/notifications/unsubscribe-tokens';
import { MailChangeService } from './modules/mail-change/service';
import { newsletterAdminRoutes } from './modules/newsletter/admin-routes';
import { NEWSLETTER_JOB, NewsletterService } from './modules/newsletter/service';
import { passwordAdminRoutes } from './modules/password/admin-routes';
import { passwordRoutes } from './modules/password/routes';
import { PasswordService } from './modules/password/service';
import { mediaRoutes } from './modules/photos/media-routes';
import { directDebitRoutes } from './modules/direct-debit/routes';
import { DirectDebitService } from './modules/direct-debit/service';
import { discountAdminRoutes } from './modules/discounts/admin-routes';
import { discountRoutes } from './modules/discounts/routes';
import { geocodeRoutes } from './modules/geocode/routes';
import { pageEventRoutes } from './modules/page-events/routes';
import { PageEventService } from './modules/page-events/service';
import { DiscountService } from './modules/discounts/service';
import { paymentRoutes } from './modules/payments/routes';
import { paymentAdminRoutes } from './modules/payments/admin-routes';
import { AfterSale } from './modules/payments/after-sale';
import { StaffOrders } from './modules/payments/staff-orders';
import { reportAdminRoutes } from './modules/reports/admin-routes';
import { operatorFiguresRoutes } from './modules/operator-console/figures-routes';
import { OperatorFiguresService } from './modules/operator-console/figures-service';
import { ReportService } from './modules/reports/service';
import { PAYMENT_MAIL_JOB, PaymentMails } from './modules/payments/receipts';
import { PAYMENT_WEBHOOK_PATH, PaymentService } from './modules/payments/service';
import { photoAdminRoutes } from './modules/photos/admin-routes';
import { photoRoutes } from './modules/photos/routes';
import { HASH_PHOTOS_JOB, PhotoService, REVIEW_PHOTO_JOB } from './modules/photos/service';
import { fictionalAdminRoutes } from './modules/fictional-profiles/admin-routes';
import { FictionalDeletion } from './modules/fictional-profiles/deletion';
import { FICTIONAL_ONLINE_EVERY_MS, FICTIONAL_ONLINE_JOB, FictionalProfileService } from './modules/fictional-profiles/service';
import { profileAdminRoutes } from './modules/profiles/admin-routes';
import { profileRoutes } from './modules/profiles/routes';
import { pwaRoutes } from './modules/pwa/routes';
import { pushRoutes } from './modules/push/routes';
import { PushSubscriptionService } from './modules/push/service';
import { ProfileService } from './modules/profiles/service';
import { visitRoutes } from './modules/visits/routes';
import { VisitService } from './modules/visits/service';
import { searchRoutes } from './modules/search/routes';
import { SearchService } from './modules/search/service';
import { registerMemberResolver } from './modules/session/resolve-member';
import { SessionService } from './modules/session/service';
import { MemberAnswers } from './modules/session/member-answers';
import { SessionCache } from './modules/session/session-cache';
import { SessionSockets } from './modules/session/session-sockets';
import { signupAdminRoutes } from './modules/signup/admin-routes';
import { signupRoutes } from './modules/signup/routes';
import { SignupService } from './modules/signup/service';
import { registerRequestSite } from './modules/site/request-site';
import { siteRoutes } from './modules/site/routes';
import { siteOrigin } from './modules/site/site-origin';
import { siteSettingsAdminRoutes } from './modules/site-settings/admin-routes';
import { SiteSettingsService } from './modules/site-settings/service';
import { ContentStore } from './modules/static-pages/content-store';
import { staticPageAdminRoutes } from './modules/static-pages/admin-routes';
import { staticPageRoutes } from './modules/static-pages/routes';
import { StaticPageService } from './modules/static-pages/service';
import { SiteService } from './modules/site/service';
import { staffAccountRoutes } from './modules/staff-accounts/admin-routes';
import { PasskeyService } from './modules/staff-accounts/passkeys';
import { StaffAccountService } from './modules/staff-accounts/service';
import { auditRoutes } from './modules/staff/admin-routes';
import { registerStaffResolver, StaffSessions } from './modules/staff/staff-session';
import { swipeRoutes } from './modules/swipe/routes';
import { SwipeService } from './modules/swipe/service';
import type { AccountContext } from './modules/users/account-context';
import { LookupLimit } from './modules/users/lookup-limit';
import { userAdminRoutes } from './modules/users/admin-routes';
import { userRoutes } from './modules/users/routes';
import { UserService } from './modules/users/service';
import { AttemptLog } from './platform/attempt-log';
import { type Clock, systemClock } from './platform/clock';
import { ipCountryDatabase } from './platform/geoip/ip-country';
import { registerIpCountry } from './platform/geoip/request-ip-country';
import { JobRunner } from './platform/jobs/job-runner';
import { queuedJobs } from './platform/jobs/queued-jobs';
import { registerMetricsRoute } from './platform/metrics/metrics-route';
import { registerRequestMetrics } from './platform/metrics/request-metrics';
import { SiteMetrics } from './platform/metrics/site-metrics';
import { createRealtimeBus, type RealtimeBus } from './platform/realtime/bus';
import { createProcessSignals } from './platform/realtime/process-signals';
import { registerRealtimeSocket } from './platform/realtime/socket-route';
import { registerDevMailbox } from './platform/mail/dev-mailbox';
import { countedMailer } from './platform/mail/counted-mailer';
import { MailSender } from './platform/mail/mail-sender';
import { createOutboxMailer } from './platform/mail/outbox-mailer';
import { createSmtpMailer } from './platform/mail/smtp-mailer';
import type { PushSender } from './platform/push/push-sender';
import { WebPushSender } from './platform/push/web-push-sender';
import {
  createPaymentProvider,
  simulatedApiKey,
  usesSimulatedProvider,
} from './platform/payments/create-payment-provider';
import { registerSimulatedProvider } from './platform/payments/simulated-provider/register-simulated-provider';
import { DatabaseStore } from './platform/payments/simulated-provider/simulated-store';
import { createSmsSender, type SmsConfig } from './platform/sms/create-sms-sender';
import { withErrorSerializer } from './platform/log-serializers';
import type { ObjectStore } from './platform/storage/object-store';
import { connectRedis } from './platform/realtime/redis-clients';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable background jobs; main.ts starts the polling, tests call runDueJobs() themselves. */
    jobs: JobRunner;
    /** Real-time events to members' sockets: in-process, or through Redis with REDIS_URL. */
    realtime: RealtimeBus;
    /** Web push to a member's browsers (never throws); the VAPID public key for settings. */
    push: PushSender;
  }
}

export interface AppDeps {
  db: Db;
  config: Pick<Config, 'DEMO_MODE' | 'PORT' | 'WEB_DIST' | 'TRUST_PROXY' | 'PUBLIC_URL' | 'SMTP_URL' | 'MAIL_FROM' | 'DEPLOYMENT_NAME'> &
    Partial<
      Pick<
        Config,
        | 'VAPID_SUBJECT'
        | 'REDIS_URL'
        | 'MOLLIE_API_KEY'
        | 'MOLLIE_API_URL'
        | 'SIMULATED_SETTLE_MS'
        | 'MAIL_EVENTS_TOKEN'
        | 'METRICS_TOKEN'
        | 'NEWSLETTER_MAILS_PER_MINUTE'
      >
    > &
    SmsConfig;
  logger?: FastifyServerOptions['logger'];
  /** Members' photos: a folder or an S3 bucket (createObjectStore); the caller closes it, as it does db. */
  files: ObjectStore;
  /** The time for every rule that depends on it; tests pass a clock they can move. */
  now?: Clock;
  /** TLS towards push services; tests pass an agent that trusts their local push service. */
  pushAgent?: HttpsAgent;
  /** Sees every route as it is registered; the route walk test collects them with it. */
  onRoute?: (route: RouteOptions) => void;
  /** The rate limits; tests pass small numbers to reach them in a few requests. */
  rateLimits?: RateLimitTable;
}

/** The whole HTTP application; main.ts listens with it and tests inject into it. */
export async function buildApp({
  db,
  config,
  files,
  logger = false,
  now = systemClock,
  pushAgent,
  onRoute,
  rateLimits = RATE_LIMITS,
}: AppDeps) {
  // readConfig refuses this too; a hand-built config (a bench, a script) must not slip past it.
  const refusal = productionRefusal(config);
  if (refusal) throw new Error(refusal);
  const trustProxy = proxyTrust(config.TRUST_PROXY);
  const app = Fastify({ logger: withErrorSerializer(logger), logController: new RequestLog(), trustProxy, ...requestIdOptions(trustProxy) });
  // First, so that every answer carries it, refusals by the hooks below included.
  registerRequestIdHeader(app);
  registerProxyTrust(app, trustProxy);
  registerIpCountry(app, ipCountryDatabase());
  if (onRoute) app.addHook('onRoute', onRoute);
  app.addConstraintStrategy(queryCheckConstraint);
  app.addConstraintStrategy(queryPushConstraint);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerCompression(app);
  await app.register(fastifyCookie);
  registerDrainOnClose(app);
  // The real-time sockets' server, once /api/ws is registered below.
  const sockets: { server?: FastifyInstance['websocketServer'] } = {};
  const metrics = new SiteMetrics({
    openSockets: () => sockets.server?.clients.size ?? 0,
    queuedJobs: () => queuedJobs(db, now()),
    dbPool: () => poolStats(db),
  });
  if (config.METRICS_TOKEN) {
    // Without the token nobody reads the figures: no work per request for them.
    registerRequestMetrics(app, metrics);
    registerMetricsRoute(app, metrics, config.METRICS_TOKEN);
  }

  const listeningAddress = () => {
    const address = app.server.address();
    return address && typeof address === 'object' ? address : null;
  };
  // The OS's choice for PORT=0; PORT itself until the server listens (tests that only inject).
  const listeningPort = () => listeningAddress()?.port ?? config.PORT;
  const origins = siteOrigin({ publicUrl: config.PUBLIC_URL, port: listeningPort });

  const push = new WebPushSender({ db, now, log: app.log, subject: config.VAPID_SUBJECT, agent: pushAgent, metrics });
  app.decorate('push', push);
  const signals = await createProcessSignals({ redisUrl: config.REDIS_URL, deployment: config.DEPLOYMENT_NAME, log: app.log });
  app.addHook('onClose', () => signals.close());
  const sites = new SiteService(db, push, signals);
  const sessions = new SessionService(db, now, new SessionCache(signals));
  registerRequestSite(app, sites);
  // Before the guard, so its refusals carry the headers too.
  registerSecurityHeaders(app);
  registerRequestTypeGuard(app);
  registerNulGuard(app);
  registerMemberResolver(app, sessions);
  const answers = new MemberAnswers(signals);
  answers.register(app);
  // What features call when they change a member's own answers, or hide a member from every list.
  const memberChanged = (userId: number) => answers.changed([userId]);
  const hiddenFromLists = () => answers.changedAll();
  const limitsRedis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, app.log, 'rate limits') : null;
  if (limitsRedis) app.addHook('onClose', () => limitsRedis.close());
  const limits = new RateLimits(rateLimits, limitsRedis && { redis: limitsRedis, deployment: config.DEPLOYMENT_NAME });
  registerRateLimits(app, limits);
  const staffSessions = new StaffSessions(db, now);
  registerStaffResolver(app, staffSessions);

  const mailer = countedMailer(config.SMTP_URL ? createSmtpMailer(config.SMTP_URL) : createOutboxMailer(db, now), metrics);
  const accounts: AccountContext = { db, now, sessions, mail: new MailSender(mailer, config.MAIL_FROM), log: app.log };
  const attempts = new AttemptLog(db, now);
  const lockout = new Lockout(attempts);
  const staffLockout = new Lockout(attempts, 'staff');
  const lookups = new LookupLimit(attempts);
  const deletion = new AccountDeletionService(accounts, lockout, files, hiddenFromLists);
  const photos = new PhotoService(db, now, files, memberChanged);

  const jobs = new JobRunner(db, now, app.log, metrics);
  jobs.register(DELETE_ACCOUNT_JOB, (payload) => deletion.deleteExpiredAccount(payload));
  jobs.register(REVIEW_PHOTO_JOB, (payload) => photos.review(payload));
  jobs.register(HASH_PHOTOS_JOB, (payload) => photos.hashStoredPhotos(payload));
  const fictional = new FictionalProfileService(db, now, photos);
  jobs.registerRecurring(FICTIONAL_ONLINE_JOB, FICTIONAL_ONLINE_EVERY_MS, () => fictional.showOnline());
  app.decorate('jobs', jobs);
  const dataExports = new DataExportService({
    db,
    now,
    mail: accounts.mail,
    files,
    siteOrigin: origins,
    wakeJobs: () => jobs.wake(),
    log: app.log,
  });
  jobs.register(DATA_EXPORT_JOB, (payload) => dataExports.build(payload));
  jobs.register(DATA_EXPORT_EXPIRY_JOB, (payload) => dataExports.expire(payload));
  const unsubscribeTokens = new UnsubscribeTokens(db);
  const notifier = new Notifier({ db, now, jobs, mail: accounts.mail, push, unsubscribeTokens, siteOrigin: origins, log: app.log });
  jobs.registerBatch(NOTIFY_JOB, (payloads) => notifier.deliverAll(payloads));
  const newsletters = new NewsletterService({
    db,
    now,
    jobs,
    mail: accounts.mail,
    unsubscribeTokens,
    siteOrigin: origins,
    mailsPerMinute: config.NEWSLETTER_MAILS_PER_MINUTE ?? NEWSLETTER_MAILS_PER_MINUTE_DEFAULT,
    log: app.log,
  });
  jobs.register(NEWSLETTER_JOB, (payload) => newsletters.runBatch(payload));
  const realtime = answers.following(await createRealtimeBus({ redisUrl: config.REDIS_URL, deployment: config.DEPLOYMENT_NAME, log: app.log }));
  app.decorate('realtime', realtime);
  app.addHook('onClose', async () => {
    await jobs.stop();
    mailer.close();
    await realtime.close();
  });

  const publicUrl = config.PUBLIC_URL;
  // This server as the provider and its webhooks reach it; known once it listens.
  const selfOrigin = () => {
    const address = listeningAddress();
    if (!address) throw new Error('The server is not listening on a port yet.');
    return `http://127.0.0.1:${address.port}`;
  };
  const paymentConfig = {
    MOLLIE_API_KEY: config.MOLLIE_API_KEY,
    // Config's default, for hand-built configs (tests) that leave it out.
    MOLLIE_API_URL: config.MOLLIE_API_URL ?? 'https://api.mollie.com/v2/',
  };
  const webhookOrigin = () => publicUrl?.replace(/\/+$/, '') ?? selfOrigin();
  // The adapter uses it only when it talks to the simulated provider.
  const simulatedKey = usesSimulatedProvider(paymentConfig) ? await simulatedApiKey(db) : '';
  const provider = createPaymentProvider(paymentConfig, { apiKey: simulatedKey, selfOrigin }, app.log);
  // Demo mode only: productionRefusal above stops a production config without MOLLIE_API_KEY.
  if (usesSimulatedProvider(paymentConfig)) {
    const ownOrigins = () => [selfOrigin(), ...(publicUrl ? [new URL(publicUrl).origin] : [])];
    await registerSimulatedProvider(app, {
      shop: {
        apiKey: simulatedKey,
        webhookUrl: () => `${webhookOrigin()}${PAYMENT_WEBHOOK_PATH}`,
        acceptsRedirect: async (url) => ownOrigins().includes(url.origin) || (await sites.servesHost(url.hostname)),
      },
      publicBase: () => publicUrl ?? selfOrigin(),
      // Without PUBLIC_URL the payer comes back to their site's origin (site-origin.ts): send them to
      // the checkout there too, so the browser keeps its session.
      checkoutBase: (redirectUrl) => publicUrl ?? (redirectUrl ? new URL(redirectUrl).origin : selfOrigin()),
      settleMs: config.SIMULATED_SETTLE_MS,
      store: new DatabaseStore(db),
    });
  }
  const discounts = new DiscountService(db, now);
  const afterSale = new AfterSale({ db, now, provider, realtime, jobs, log: app.log });
  const payments = new PaymentService({
    db,
    now,
    provider,
    discounts,
    realtime,
    log: app.log,
    webhookOrigin,
    afterSale,
    jobs,
    metrics,
  });
  const paymentMails = new PaymentMails({ db, mail: accounts.mail, siteOrigin: origins });
  jobs.register(PAYMENT_MAIL_JOB, (payload) => paymentMails.deliver(payload));
  const complaintMails = new ComplaintMails({ db, mail: accounts.mail, siteOrigin: origins });
  jobs.register(COMPLAINT_MAIL_JOB, (payload) => complaintMails.deliver(payload));

  const users = new UserService(db);
  const passwords = new PasswordService(accounts, lockout, lookups);
  const visits = new VisitService(db, now, notifier);
  const profiles = new ProfileService(db, now, memberChanged, visits);
  const chat = new ChatService(db, now, realtime, files, notifier, limits);
  const signup = new SignupService(
    accounts,
    lookups,
    {
      send: async (sender, site, { text, ...message }) => {
        await chat.send(sender, site.config, { ...message, kind: 'text', text });
      },
    },
    (userId) => realtime.publish([userId], { type: 'user' }),
  );
  // The blocked member is not told of a block, so no event drops their lists' answers with the blocker in them.
  const blockedAnswers = { blocked: async (_: number, blockedId: number) => memberChanged(blockedId), unblocked: async () => {} };
  const pages = new StaticPageService(db, now, sites, new ContentStore());
  const landers = new LanderService(db, sites, now);

  // Route modules are called in one scope, /api's or the root's, not registered as plugins: Fastify
  // gives every plugin its own Request and Reply classes, and with one per module V8 left the hot
  // paths megamorphic (issue 20, docs/decisions.md). Only a module that needs a context of its own
  // (a body parser, multipart) is registered.
  await app.register(
    async (scope) => {
      const api = scope.withTypeProvider<ZodTypeProvider>();
      await siteRoutes(api, { sites });
      await userRoutes(api, { users, answers });
      await pushRoutes(api, { subscriptions: new PushSubscriptionService(db, now) });
      await loginRoutes(api, { login: new LoginService(accounts, lockout), sessions });
      await passwordRoutes(api, { passwords, siteOrigin: origins });
      await mailChangeRoutes(api, { mailChange: new MailChangeService(accounts, lookups), siteOrigin: origins });
      await accountDeletionRoutes(api, { deletion, siteOrigin: origins });
      await visitRoutes(api, { visits });
      await profileRoutes(api, { profiles });
      await api.register(photoRoutes, { photos });
      await complaintRoutes(api, { complaints: new ComplaintService(db, now, hiddenFromLists) });
      await dataExportRoutes(api, { dataExports });
      await searchRoutes(api, { search: new SearchService(db, now), answers });
      await likeRoutes(api, { likes: new LikeService(db, now, realtime, notifier), answers });
      await signupRoutes(api, { signup, siteOrigin: origins });
      await blockRoutes(api, { blocks: new BlockService(db, now, [chat, blockedAnswers]) });
      await swipeRoutes(api, { swipe: new SwipeService(db, now, realtime, notifier) });
      await notificationRoutes(api, {
        notifications: new NotificationService(db, unsubscribeTokens, app.log),
        mailEventsToken: config.MAIL_EVENTS_TOKEN,
      });
      await discountRoutes(api, { discounts });
      await paymentRoutes(api, { payments, siteOrigin: origins });
      const sms = createSmsSender(config, db, now, app.log);
      await directDebitRoutes(api, { directDebit: new DirectDebitService({ db, now, provider, payments, sms }) });
      await api.register(pageEventRoutes, { pageEvents: new PageEventService(db, now) });
      await geocodeRoutes(api, {});
      await staticPageRoutes(api, { pages });
      await landerRoutes(api, { landers });
    },
    { prefix: '/api' },
  );

  const root = app.withTypeProvider<ZodTypeProvider>();
  await pwaRoutes(root, { webDist: config.WEB_DIST });
  await seoRoutes(root, { db, siteOrigin: origins });
  await app.register(entryWarningRoutes);
  await mediaRoutes(root, { photos });
  await app.register(chatRoutes, { chat, answers });
  const sessionSockets = new SessionSockets(db, now, signals);
  sockets.server = await registerRealtimeSocket(app, realtime, { track: (socket, member) => sessionSockets.track(socket, member) });

  // The back office (issues #17, #19): staff routes sit in their modules and carry their whole /api/admin/ path.
  await memberDossierAdminRoutes(root, { dossiers: new MemberDossierService(db, now) });
  await profileAdminRoutes(root, { profiles });
  await photoAdminRoutes(root, { photos });
  // The fictional profiles' deletion is the account deletion's, which sits in their layer.
  const fictionalDeletion = new FictionalDeletion(db, (id, audit) => deletion.erase(id, audit));
  await app.register(fictionalAdminRoutes, { fictional, deletion: fictionalDeletion });
  const bans = new BanService(db, now, sessions);
  await banAdminRoutes(root, { bans });
  await complaintAdminRoutes(root, { decisions: new ComplaintDecisions({ db, now, files, bans, photos }) });
  await chatAdminRoutes(root, { held: new HeldMessages(db, now, chat, realtime, files) });
  await operatorConsoleRoutes(root, { console: new OperatorConsole(db, now, chat, fictional, profiles, files) });
  await userAdminRoutes(root, { users });
  await signupAdminRoutes(root, { signup, siteOrigin: origins });
  await passwordAdminRoutes(root, { passwords, siteOrigin: origins });
  await accountDeletionAdminRoutes(root, { deletion });
  await siteSettingsAdminRoutes(root, { settings: new SiteSettingsService(db, now, sites) });
  await staticPageAdminRoutes(root, { pages, sites });
  await discountAdminRoutes(root, { discounts });
  await staffAccountRoutes(root, {
    accounts: new StaffAccountService(db, now, staffLockout, 'Back office'),
    passkeys: new PasskeyService(db, now, 'Back office'),
    sessions: staffSessions,
    sites,
  });
  await auditRoutes(root, { db });
  await newsletterAdminRoutes(root, { newsletters });
  await paymentAdminRoutes(root, { orders: new StaffOrders({ db, now, provider, afterSale }) });
  await reportAdminRoutes(root, { reports: new ReportService(db, now) });
  await operatorFiguresRoutes(root, { figures: new OperatorFiguresService(db, now) });

  // Without SMTP (demo mode only) the mails stay in the outbox; this page is how a developer reads them.
  if (config.DEMO_MODE && !config.SMTP_URL) registerDevMailbox(app, db);
  await registerWebApp(app, config.WEB_DIST, [
    landerPageMeta(landers, origins),
    memberPageMeta(db, now, origins),
    ...sitePageMeta(origins),
  ]);
  return app;
}
