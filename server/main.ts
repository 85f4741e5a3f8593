import type { Server } from 'node:http';
import { createApp } from './app';
import type { AppOptions } from './app';
import { setClock } from './clock';
import { ConfigError, loadConfig } from './config';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { installLogRedaction } from './http/redact';
import { createDrainingServer } from './http/shutdown';
import { seedDemoAccounts } from './auth/accounts';
import { seedDemoOrganisations } from './demo/organisations';
import { seedDemoTournaments } from './demo/tournaments';
import { seedDemoEvent } from './demo/event';
import { seedDemoPayments } from './demo/payments';
import { seedDemoLearning } from './demo/learning';
import { seedDemoLessonVideos } from './demo/lesson-video';
import { ensureSampleLessons } from '~/features/learning';
import { mediaStoreFor } from './media/choose';
import { ensureAcademyOrganisation } from '~/features/organisations';
import { startPhoneReminders } from '~/features/competition';
import { startWebhookWorker } from '~/features/webhooks';
import {
  startDailyReconciliation,
  startEntryFeeDeadlines,
  startPaymentReconciler,
  startPlanGraceJob,
} from '~/features/payments';
import { paystackClient } from './payments/paystack';
import { paystackPlansClient } from './payments/paystack-plans';
import { createAuth } from './auth/auth';
import { phonePorts } from './phone-ports';
import { createViewerResolver } from './auth/viewer';
import { startOutboxWorker } from './mail/outbox';
import { startMessageWorker } from '~/features/messages';
import { notifierFor } from './notify/choose';
import type { AppServices } from './services';
import { startPeriodicBackups } from './backup';
import { lanAddresses, servesLan } from './lan';

export type RunningServer = {
  server: Server;
  services: AppServices;
  url: string;
  stop: () => Promise<void>;
};

const SHUTDOWN_GRACE_MS = 10_000;
/** See DrainOptions.quietMs: how long a stop keeps answering 503 after the last arrival. */
const SHUTDOWN_QUIET_MS = 500;
/**
 * How many connections the kernel keeps waiting while the event loop is busy (Node's default is 511). A
 * hall of spectators opens its live streams within the same second when a bout starts: past the queue's
 * end the kernel drops their handshakes (a 1 s, then 3 s, retry) or, once it answers with SYN cookies,
 * resets some (seen by bench:sse at 2,000 clients: ECONNRESET while connecting). Linux caps it at
 * net.core.somaxconn (4096 on current kernels).
 */
export const LISTEN_BACKLOG = 4096;

export async function startServer(options: {
  config?: Config;
  /**
   * The pages. Production passes the build this code is bundled with (server/production.ts), so pages
   * and server share one copy of every module; development passes Vite's loader of it (server/dev.ts).
   */
  build: AppOptions['build'];
  clientDir?: string;
  devMiddleware?: AppOptions['devMiddleware'];
}): Promise<RunningServer> {
  const config = options.config ?? loadConfig();
  if (config.clockAt) setClock(config.clockAt);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const outbox = startOutboxWorker({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    intervalMs: config.outboxPollMs,
  });
  const nudgeOutbox = () => void outbox.deliverDue().catch(() => undefined);
  // Messages to phones (issue 32): WhatsApp and SMS through their providers, or their local doubles without
  // keys; woken by the commit of a message due now (on any instance), and every OUTBOX_POLL_SECONDS for
  // retries and 07:00.
  const messageWorker = startMessageWorker({
    db: database.db,
    notifier: notifierFor(config.notify),
    intervalMs: config.outboxPollMs,
    listen: database.listen,
  });
  // Outbound webhooks (issue 27): woken by the commit of new deliveries on any instance, and every 5 s for
  // retries that fall due.
  const webhooks = startWebhookWorker({
    db: database.db,
    production: config.env === 'production',
    listen: database.listen,
  });
  const auth = createAuth({ db: database.db, config, onEmailQueued: nudgeOutbox, phone: phonePorts });
  const services: AppServices = {
    config,
    database,
    outbox,
    auth,
    viewerFor: createViewerResolver(auth, database.db),
  };
  // Start-up work on the database, at every start: the academy's own organisation (DESIGN "Who owns what"),
  // then in demo mode the demo accounts, organisations, tournaments, the half-boxed demo event and the demo's
  // money (each made once).
  const prepareDatabase = async () => {
    await ensureAcademyOrganisation(database.db);
    // Every catalogue course has lessons to open once bought: its sample outline until its own (issue 34).
    await ensureSampleLessons(database.db);
    if (config.demoData) {
      await seedDemoAccounts(database.db);
      const organisationIds = await seedDemoOrganisations(database.db, config);
      await seedDemoTournaments(database.db, organisationIds);
      await seedDemoEvent(database.db, organisationIds, { ...config, media: mediaStoreFor(config) });
      // Paid, unpaid, refunded and cash entries, a payout account and a subscribed organisation (issue 31).
      await seedDemoPayments(database.db, organisationIds, config);
      // A learner part-way through a course she bought (issue 34).
      await seedDemoLearning(database.db, config);
      // A sample video and captions on the first lessons of her course, uploaded as an editor would.
      await seedDemoLessonVideos(database.db, mediaStoreFor(config));
    }
  };
  // A failed start must not leave the pool and the outbox timer holding the process open.
  await prepareDatabase().catch(async (error: unknown) => {
    await outbox.stop();
    await messageWorker.stop();
    await webhooks.stop();
    await database.close();
    throw error;
  });

  const app = createApp({
    services,
    build: options.build,
    clientDir: options.clientDir,
    devMiddleware: options.devMiddleware,
  });
  const { server, stop: drain } = createDrainingServer(app, {
    graceMs: SHUTDOWN_GRACE_MS,
    quietMs: SHUTDOWN_QUIET_MS,
  });
  server.listen(config.port, config.host, LISTEN_BACKLOG);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  }).catch(async (error) => {
    await outbox.stop();
    await messageWorker.stop();
    await webhooks.stop();
    await database.close();
    throw error;
  });

  // The embedded database is copied into DATA_DIR/backups now and then (venue mode: a laptop that dies
  // mid-event is replaced by another with the latest copy).
  const backups = startPeriodicBackups(database, config.dataDir, config.backupMinutes);
  // Payments whose webhook never came are verified with Paystack every five minutes (issue 31).
  const reconciler = startPaymentReconciler({
    db: database.db,
    paystack: () => paystackClient(config.paystack),
  });
  // Yesterday's ledger against Paystack's own lists, once a day after 06:00 in Lagos (issue 31 item 6).
  const dailyReconciliation = startDailyReconciliation({
    db: database.db,
    paystack: () => paystackClient(config.paystack),
  });
  // Plans past due are reminded, and read-only when their 7 days of grace end (issue 31 item 3).
  const planGrace = startPlanGraceJob({
    db: database.db,
    paystack: () => ({ plans: paystackPlansClient(config.paystack), baseUrl: config.paystack.baseUrl }),
  });
  // Unpaid entry fees: reminded 48 h before the registration deadline, withdrawn once it passes (issue 31).
  const entryFeeDeadlines = startEntryFeeDeadlines({ db: database.db, baseUrl: config.baseUrl });
  // "On in about 30 minutes" and tomorrow's weigh-in reminders by phone (issue 32): a scan every minute,
  // and a tournament's bouts again whenever its bout order changes or a bout starts or ends.
  const phoneReminders = startPhoneReminders({ db: database.db, listen: database.listen });

  // Requests in flight finish; new and queued ones get a 503 (never a reset) until the listener closes.
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await drain();
      await backups.stop();
      await reconciler.stop();
      await dailyReconciliation.stop();
      await planGrace.stop();
      await entryFeeDeadlines.stop();
      await phoneReminders.stop();
      await outbox.stop();
      await messageWorker.stop();
      await webhooks.stop();
      await database.close();
    })();
    return stopping;
  };

  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return { server, services, url: `http://localhost:${port}`, stop };
}

/** Runs the server as the process: clear messages for known start-up failures, clean stop on signals. */
export async function main(options: Parameters<typeof startServer>[0]) {
  // Whatever this process prints (ours, better-auth's, React Router's) goes out without tokens, cookies,
  // passwords or a failed query's parameters.
  installLogRedaction();
  // A stop signal may come while the server is still starting (opening the database, seeding): it is
  // remembered and acted on once the start-up is done, rather than killing the process half-way with the
  // database open.
  let running: RunningServer | undefined;
  let signalled: NodeJS.Signals | undefined;
  const shutDown = (server: RunningServer, signal: NodeJS.Signals) => {
    console.log(`${signal} received: finishing requests in flight, then closing the database.`);
    server
      .stop()
      .then(() => {
        console.log('Stopped cleanly.');
        process.exit(0);
      })
      .catch((error) => {
        console.error('Error while stopping:', error);
        process.exit(1);
      });
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) return;
    signalled = signal;
    if (running) shutDown(running, signal);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);

  try {
    running = await startServer(options);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message);
    } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(
        `Port ${(error as { port?: number }).port ?? ''} is already in use. Set PORT to another port.`,
      );
    } else {
      console.error('Could not start the server:', error);
    }
    process.exit(1);
  }
  const { config, database } = running.services;
  console.log(
    `AJBXNG is serving ${config.baseUrl} (listening on ${config.host}:${config.port}, database: ${database.kind === 'pglite' ? `embedded in ${config.dataDir}` : 'PostgreSQL'})`,
  );
  // Venue mode: the addresses tablets and the venue screen use on the hall's network.
  if (servesLan(config.host)) {
    const lan = lanAddresses();
    for (const { name, address } of lan)
      console.log(`On the local network (${name}): http://${address}:${config.port}`);
    if (lan.length > 0 && config.baseUrl.includes('localhost'))
      console.log(
        `For tablets signing in over the network, start with BASE_URL=http://${lan[0]!.address}:${config.port} (the venue sheet at /admin-dashboard/venue has the QR codes).`,
      );
  }
  if (signalled) shutDown(running, signalled);
  return running;
}
