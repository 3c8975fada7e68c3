import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { Scheduler } from './lib/scheduler.ts';
import type { AppContext } from './lib/context.ts';
import { csrfPlugin } from './lib/csrf.plugin.ts';
import { frameworkErrors, registerErrorHandler } from './lib/error-handler.ts';
import { idempotencyPlugin } from './lib/idempotency.plugin.ts';
import { inputGuardPlugin } from './lib/input-guard.plugin.ts';
import { notFound } from './lib/errors.ts';
import { ReadCache, readCachePlugin } from './lib/read-cache.ts';
import { appLoggerOptions, type LoggerOptions } from './lib/logger.ts';
import { compiledSerializerCompiler } from './lib/serializer.ts';
import { ASSET_HEADERS, pickHeaders, securityHeaders } from './lib/security-headers.ts';
import { sessionPlugin } from './lib/session.plugin.ts';
import { createLocalStorage, type FileStorage } from './lib/storage.ts';
import { attendanceGridRoutes, personAttendanceRoutes } from './modules/attendance/attendance-grid.routes.ts';
import { attendanceRoutes } from './modules/attendance/attendance.routes.ts';
import { workSitesRoutes } from './modules/attendance/work-sites.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { notificationPreferencesRoutes } from './modules/notifications/notification-preferences.routes.ts';
import { issueLink } from './modules/auth/auth-links.service.ts';
import { authenticate, endAllSessions } from './modules/auth/auth.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { countQueuedMail } from './modules/mail/mail.service.ts';
import { createMetrics, type AppMetrics } from './lib/metrics.ts';
import { metricsPlugin } from './lib/metrics.plugin.ts';
import { holidaysRoutes } from './modules/holidays/holidays.routes.ts';
import { leaveBalancesRoutes } from './modules/leave/leave-balances.routes.ts';
import { openDefaultBalances } from './modules/leave/leave-balances.service.ts';
import { leaveRoutes } from './modules/leave/leave.routes.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { orgRoutes } from './modules/org/org.routes.ts';
import { orgTreeRoutes } from './modules/users/org-chart.routes.ts';
import { projectsRoutes } from './modules/projects/projects.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { appraisalsRoutes, personAppraisalsRoutes } from './modules/appraisals/appraisals.routes.ts';
import { letterVerificationRoutes } from './modules/letters/letter-verification.routes.ts';
import { lettersRoutes, personLettersRoutes } from './modules/letters/letters.routes.ts';
import { taxDeclarationsRoutes } from './modules/tax-declarations/tax-declarations.routes.ts';
import { personTaxProofsRoutes, taxProofsRoutes } from './modules/tax-proofs/tax-proofs.routes.ts';
import { customItemsRoutes } from './modules/users/custom-items.routes.ts';
import { filesRoutes } from './modules/users/files.routes.ts';
import { meRoutes } from './modules/users/me.routes.ts';
import { calendarFeedRoutes, calendarFeedSettingsRoutes } from './modules/calendar/calendar-feed.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { personActivityRoutes } from './modules/activity/person-activity.routes.ts';
import { joinProjects, setPersonProjects } from './modules/projects/project-members.service.ts';
import {
  countLiveProjects,
  findAllProjectOptions,
  findPersonProjects,
} from './modules/projects/projects.queries.ts';
import type { PersonLifecycle } from './modules/users/person-lifecycle.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { reassignOpenTasks } from './modules/tasks/task-reassignment.service.ts';
import { countProjectTasks, hasOpenProjectTasks } from './modules/tasks/tasks.queries.ts';
import { taskCommentsRoutes } from './modules/tasks/task-comments.routes.ts';
import { taskExportRoutes } from './modules/tasks/task-export.routes.ts';
import { dashboardRoutes, personTasksRoutes, tasksRoutes } from './modules/tasks/tasks.routes.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_DIST = path.join(ROOT, 'dist', 'web');

export interface BuildAppOptions {
  database: Database;
  config: AppConfig;
  /** Pino options (errors are always logged by serializeError); false in tests. */
  logger?: boolean | LoggerOptions;
  nudgeMail?: () => void;
  now?: () => Date;
  /** Uploaded files; local disk under DATA_DIR/files unless given. */
  storage?: FileStorage;
  /** Serve the built web app from dist/web when it exists (default true). */
  serveWeb?: boolean;
  /** Where the built web app is; dist/web unless given (tests serve a folder of their own). */
  webDist?: string;
  /** The scheduled jobs, for Admins to see; started after the app is built. */
  scheduler?: () => Scheduler | null;
  /** Prometheus metrics: every answer is measured, and /metrics served with METRICS_TOKEN. */
  metrics?: AppMetrics;
  /** True once the instance is stopping: readiness fails so that a load balancer stops sending it work. */
  draining?: () => boolean;
}

/** The app's metrics over its database: the pool (PostgreSQL) and the mail outbox's depth. */
export function createAppMetrics(database: Database): AppMetrics {
  return createMetrics({ pool: database.pool, queuedMail: () => countQueuedMail(database.db) });
}

export function createAppContext(
  options: Pick<BuildAppOptions, 'database' | 'config' | 'nudgeMail' | 'now' | 'storage' | 'scheduler'> & {
    logger: FastifyBaseLogger;
  },
): AppContext {
  return {
    db: options.database.db,
    cache: new ReadCache(options.database.changes),
    config: options.config,
    logger: options.logger,
    storage: options.storage ?? createLocalStorage(path.join(options.config.dataDir, 'files')),
    nudgeMail: options.nudgeMail ?? (() => {}),
    now: options.now ?? (() => new Date()),
    scheduler: options.scheduler ?? (() => null),
  };
}

/** What other modules do when the users module creates, hands over or stops a person. */
function personLifecycle(ctx: AppContext): PersonLifecycle {
  return {
    async created(tx, person, invitedBy) {
      await openDefaultBalances(tx, {
        userId: person.id,
        gender: person.gender,
        maritalStatus: person.maritalStatus,
      });
      await issueLink(ctx, tx, person, 'invitation', invitedBy);
    },
    handOverOpenTasks: reassignOpenTasks,
    endSessions: endAllSessions,
    projects: {
      countLive: countLiveProjects,
      ofPerson: findPersonProjects,
      all: findAllProjectOptions,
      set: setPersonProjects,
      join: joinProjects,
    },
  };
}

/** Builds the app: external plugins, then our own, then routes, in this visible order. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ? appLoggerOptions(options.logger === true ? {} : options.logger) : false,
    trustProxy: config.trustProxy,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler);
  registerErrorHandler(app);

  const ctx = createAppContext({ ...options, logger: app.log });

  // --- external plugins
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its theme variables into a <style> element and style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.secureCookies,
    crossOriginEmbedderPolicy: false,
  });
  // On every answer, errors and 404s included. A built, hashed script, style or translation file
  // (/assets/…) is no document: the policies that only a document reads (CSP, framing, referrer,
  // opener…) would cost half a kilobyte on each of them; it keeps what a subresource uses.
  const assetHeaders = pickHeaders(headers, ASSET_HEADERS);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/assets/') ? assetHeaders : headers);
    done();
  });
  if (options.metrics)
    await app.register(metricsPlugin, { metrics: options.metrics, token: config.metricsToken });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 20 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Orgdesk API', version: config.version, description: 'JSON REST API of Orgdesk.' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'orgdesk_session' },
          csrf: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });

  // --- our plugins
  await app.register(inputGuardPlugin);
  await app.register(csrfPlugin, { secure: config.secureCookies });
  await app.register(readCachePlugin, { cache: ctx.cache, changes: database.changes });
  await app.register(sessionPlugin, { authenticate: (token) => authenticate(ctx, token) });
  await app.register(idempotencyPlugin, { ctx });

  // --- routes
  await app.register(healthRoutes, {
    prefix: '/api',
    database,
    storage: ctx.storage,
    draining: options.draining ?? (() => false),
  });
  await app.register(orgRoutes, { prefix: '/api/v1', ctx });
  await app.register(authRoutes, { prefix: '/api/v1/auth', ctx });
  await app.register(auditRoutes, { prefix: '/api/v1/audit', ctx });
  await app.register(notificationsRoutes, {
    prefix: '/api/v1/notifications',
    ctx,
    changes: database.changes,
  });
  await app.register(usersRoutes, { prefix: '/api/v1/users', ctx, lifecycle: personLifecycle(ctx) });
  await app.register(customItemsRoutes, { prefix: '/api/v1', ctx });
  await app.register(meRoutes, { prefix: '/api/v1/me', ctx });
  await app.register(notificationPreferencesRoutes, { prefix: '/api/v1/me', ctx });
  await app.register(calendarFeedSettingsRoutes, { prefix: '/api/v1/me', ctx });
  await app.register(calendarFeedRoutes, { prefix: '/api/v1/calendar-feeds', ctx });
  await app.register(searchRoutes, { prefix: '/api/v1/search', ctx });
  await app.register(filesRoutes, { prefix: '/api/v1/files', ctx });
  await app.register(orgTreeRoutes, { prefix: '/api/v1/org', ctx });
  await app.register(tasksRoutes, { prefix: '/api/v1/tasks', ctx });
  await app.register(taskCommentsRoutes, { prefix: '/api/v1/tasks', ctx });
  await app.register(taskExportRoutes, { prefix: '/api/v1/tasks', ctx });
  await app.register(dashboardRoutes, { prefix: '/api/v1/dashboard', ctx });
  await app.register(projectsRoutes, {
    prefix: '/api/v1/projects',
    ctx,
    tasks: { counts: countProjectTasks, hasOpen: hasOpenProjectTasks, handOver: reassignOpenTasks },
  });
  await app.register(jobsRoutes, { prefix: '/api/v1/jobs', ctx });
  await app.register(holidaysRoutes, { prefix: '/api/v1/holidays', ctx });
  await app.register(leaveRoutes, { prefix: '/api/v1/leaves', ctx });
  await app.register(leaveBalancesRoutes, { prefix: '/api/v1/users', ctx });
  await app.register(personTasksRoutes, { prefix: '/api/v1/users', ctx });
  await app.register(personActivityRoutes, { prefix: '/api/v1/users', ctx });
  await app.register(personAttendanceRoutes, { prefix: '/api/v1/users', ctx });
  await app.register(personAppraisalsRoutes, { prefix: '/api/v1/users', ctx });
  await app.register(personLettersRoutes, { prefix: '/api/v1/users', ctx });
  await app.register(personTaxProofsRoutes, { prefix: '/api/v1/users', ctx });
  await app.register(attendanceRoutes, { prefix: '/api/v1/attendance', ctx });
  await app.register(attendanceGridRoutes, { prefix: '/api/v1/attendance/grid', ctx });
  await app.register(workSitesRoutes, { prefix: '/api/v1/work-sites', ctx });
  await app.register(reportsRoutes, { prefix: '/api/v1/reports', ctx });
  await app.register(lettersRoutes, { prefix: '/api/v1/letters', ctx });
  await app.register(letterVerificationRoutes, { prefix: '/api/v1/letter-verification', ctx });
  await app.register(appraisalsRoutes, { prefix: '/api/v1/appraisals', ctx });
  await app.register(taxProofsRoutes, { prefix: '/api/v1/tax-proofs', ctx });
  await app.register(taxDeclarationsRoutes, { prefix: '/api/v1/tax-declarations', ctx });

  const webDist = options.webDist ?? WEB_DIST;
  const serveWeb = (options.serveWeb ?? true) && fs.existsSync(path.join(webDist, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build wrote .br and .gz copies (scripts/precompress.ts): sent by Accept-Encoding, with
      // Vary, and never compressed per request.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // Client-side routes: any page that is not a file or an API call gets the web app.
    if (serveWeb && request.method === 'GET' && !request.url.startsWith('/api')) {
      return reply.headers(headers).header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw notFound(`No route for ${request.method} ${request.url.split('?')[0]}.`);
  });

  return app;
}
