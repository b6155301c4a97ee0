/**
 * Deletes the sign-in accounts that no longer serve a registration: the accounts the public
 * creates by e-mail link hold an e-mail address, which the site keeps only while a registration
 * of that account does. What is kept and why: src/domain/accountRetention.ts (the admin claim,
 * the team, an invitation, activity in the last day, a registration). The project is opened as
 * scripts/openProject.ts does, and Firestore read through src/services/firestoreRest.ts. The nightly publish workflow
 * runs it with a service account of its own; docs/operating.md ("The nightly prune of sign-in
 * accounts") says how to set that up. It prints counts only, never an address or an id.
 *
 *   npm run prune-accounts -- --dry-run --emulator           the local stack, deleting nothing
 *   npm run prune-accounts -- --emulator 127.0.0.1:19099     the Auth emulator at that address
 *   npm run prune-accounts -- --project my-project           a real project, with Google's
 *                                                             application default credentials
 *
 * It reads the Auth accounts a page of 1,000 at a time, the project's own (the team's, and
 * whoever signed up with a password) and then the registrants' tenant's
 * (domain/registration/registrantTenant.ts), and, for each page, the registrations of the accounts
 * nothing else keeps: one query per
 * account (`account == uid`, limit 1, the document's name only), so each account checked costs
 * exactly one billed read, whatever its registrations. (A query `account in [30 uids]` would save
 * requests, not reads: it returns every registration of those accounts, a parent's three children
 * at two programmes being six reads, and cannot stop at one per account.) The team and the
 * invitations are read once, whole.
 *
 * A parent may open a new link and register while a page is being checked: their account was
 * inactive when listed, and their registration was not yet there when read. So just before a
 * page's deletion, the accounts to delete are read again, and any that signed in or refreshed its
 * sign-in since is kept: a registration needs a sign-in, and it is read after the registrations
 * were. (What is left is a sign-in in the milliseconds between that look and the deletion.)
 */
import { pathToFileURL } from 'node:url';
import { deleteApp } from 'firebase-admin/app';
import { getAuth, type BaseAuth } from 'firebase-admin/auth';
import {
  ACTIVE_HOURS,
  NOBODY_KEPT,
  accountOf,
  accountsToDelete,
  keptRegardless,
  type KeptBecause,
  type PruneFacts,
} from '../src/domain/accountRetention';
import type { Collection } from '../src/domain/collections';
import { LOCAL_REGISTRANT_TENANT } from '../src/domain/registration/registrantTenant';
import { REGISTRATIONS } from '../src/domain/registration/registrations';
import { DOCUMENT_ID, runQuery, type Database, type Query } from '../src/services/firestoreRest';
import { CommandError, messageOf, runCommand } from './commandLine';
import {
  DEFAULT_EMULATOR_HOST,
  DEFAULT_FIRESTORE_EMULATOR_HOST,
  firebaseFailure,
  openProject,
  parseProjectFlags,
  type ProjectFlags,
} from './openProject';

export const USAGE = `Usage: npm run prune-accounts -- [--dry-run] [--emulator [host:port]] [--project <id>] [--tenant <id>]

Deletes the sign-in accounts with no registration left that are not on the team, hold no admin
claim, have no invitation and were not active in the last ${ACTIVE_HOURS} hours: the project's own
and the registrants' tenant's. Prints counts only.

  --dry-run    say how many it would delete, and delete nothing
  --emulator   the local Auth emulator (default ${DEFAULT_EMULATOR_HOST}, or FIREBASE_AUTH_EMULATOR_HOST)
               and Firestore emulator (FIRESTORE_EMULATOR_HOST, default ${DEFAULT_FIRESTORE_EMULATOR_HOST})
  --project    the project; required for a real one, which is reached with Google's application
               default credentials (GOOGLE_APPLICATION_CREDENTIALS, or the workflow's sign-in)
  --tenant     the registrants' Identity Platform tenant (default VITE_REGISTRANT_TENANT; on the
               emulator, the local stack's ${LOCAL_REGISTRANT_TENANT}); required for a real project`;

/** Auth accounts listed at once: the most listUsers returns. */
export const ACCOUNTS_PER_PAGE = 1000;
/** Registration queries in flight at once. */
const CONCURRENT_QUERIES = 10;
/** Firebase Authentication takes one batch deletion a second. */
const DELETE_BATCH_INTERVAL_MS = 1000;

const TEAM = 'team' satisfies Collection;
const INVITES = 'invites' satisfies Collection;

export interface PruneOptions extends ProjectFlags {
  /** The registrants' tenant, whose accounts are pruned after the project's own. */
  tenant: string;
}

/** Reads the command line; FIREBASE_AUTH_EMULATOR_HOST picks the emulator when no flag does. */
export function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv): PruneOptions {
  const { values, ...options } = parseProjectFlags(argv, env, {
    noProject:
      'Name the project whose accounts to prune (--project <id>), or pass --emulator for the local stack.',
    valued: { '--tenant': 'a tenant id' },
  });
  const tenant =
    values['--tenant'] ??
    (env.VITE_REGISTRANT_TENANT || (options.emulatorHost ? LOCAL_REGISTRANT_TENANT : undefined));
  if (!tenant)
    throw new CommandError(
      "Name the registrants' tenant (--tenant <id>, or VITE_REGISTRANT_TENANT): the public's accounts are there.",
    );
  return { ...options, tenant };
}

/** What a prune did (or, in a dry run, would do): counts only. */
export interface PruneReport {
  projectId: string;
  /** ' (Auth emulator at …)' against the emulators; '' for a real project. */
  where: string;
  dryRun: boolean;
  /** Auth accounts listed (the project's and the registrants' tenant's), and in how many pages. */
  accounts: number;
  pages: number;
  /** Of the accounts listed, those of the registrants' tenant. */
  registrants: number;
  kept: Record<KeptBecause, number>;
  /** Accounts whose registrations were read: one query each. */
  checked: number;
  /** Accounts deleted (in a dry run: that would be). */
  deleted: number;
  /** Accounts Firebase failed to delete, by error code. */
  failures: Record<string, number>;
  /** Firestore's billed document reads: a query costs its documents, and at least one. */
  reads: { team: number; invites: number; registrations: number };
}

/**
 * The ids of the documents a query finds, and the reads Firestore bills for it: a query costs
 * its documents, and at least one. A failure says which documents could not be read.
 */
async function idsOf(
  firestore: Database,
  query: Query,
  what: string,
): Promise<{ ids: string[]; billedReads: number }> {
  const documents = await runQuery(query, firestore).catch((error: unknown) => {
    // runQuery gives a failed request's error as the cause; Firestore's refusal has none.
    const cause = (error as { cause?: unknown }).cause;
    throw new CommandError(
      cause === undefined
        ? `Firestore refused to read ${what}: ${messageOf(error)}`
        : `Cannot reach Firestore to read ${what}: ${messageOf(cause)}`,
    );
  });
  return {
    ids: documents.map((document) => document.id),
    billedReads: Math.max(1, documents.length),
  };
}

/** The names of a collection's documents only, whatever they hold. */
const namesOnly = (collection: string): Query => ({ collection, select: [DOCUMENT_ID] });

/** Whether a registration names the account: its first document's name, if any. */
const registrationOf = (uid: string): Query => ({
  ...namesOnly(REGISTRATIONS),
  where: ['account', '==', uid],
  limit: 1,
});

/** The uids among these that a registration names, CONCURRENT_QUERIES queries at a time. */
async function registeredAmong(
  firestore: Database,
  uids: readonly string[],
  report: PruneReport,
): Promise<Set<string>> {
  const registered = new Set<string>();
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < uids.length) {
      const uid = uids[next++] as string;
      try {
        const { ids, billedReads } = await idsOf(
          firestore,
          registrationOf(uid),
          'the registrations',
        );
        report.checked += 1;
        report.reads.registrations += billedReads;
        if (ids.length > 0) registered.add(uid);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_QUERIES, uids.length) }, worker));
  return registered;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Accounts firebase-admin reads at once by uid (getUsers). */
const ACCOUNTS_PER_LOOKUP = 100;

/**
 * Of the accounts about to be deleted, those still to delete as they stand now: still there,
 * and still not active in the last ACTIVE_HOURS (nor kept otherwise). Read after their
 * registrations were, so that a parent who signed in since, to register, keeps theirs.
 */
async function stillToDelete(
  auth: BaseAuth,
  uids: readonly string[],
  facts: PruneFacts,
): Promise<{ uids: string[]; activeSince: number }> {
  const still: string[] = [];
  let activeSince = 0;
  const now = { ...facts, now: new Date() };
  for (let start = 0; start < uids.length; start += ACCOUNTS_PER_LOOKUP) {
    const { users } = await auth.getUsers(
      uids.slice(start, start + ACCOUNTS_PER_LOOKUP).map((uid) => ({ uid })),
    );
    for (const user of users) {
      if (keptRegardless(accountOf(user), now) === null) still.push(user.uid);
      else activeSince += 1;
    }
  }
  return { uids: still, activeSince };
}

/** What happens around a prune, for a test to act in its window (a parent signing in). */
export interface PruneHooks {
  /**
   * A page's registrations were read, and `toDelete` (its accounts no registration or anything
   * else keeps) are about to be read again and deleted.
   */
  afterRegistrationsRead?: (toDelete: readonly string[]) => Promise<void>;
}

/** Lists every account page by page and deletes those nothing keeps (none in a dry run). */
export async function pruneAccounts(
  options: PruneOptions,
  env: NodeJS.ProcessEnv,
  hooks: PruneHooks = {},
): Promise<PruneReport> {
  const { app, projectId, where, firestore } = await openProject(options, env, {
    name: 'prune-accounts',
    credential: 'application-default',
  });
  const report: PruneReport = {
    projectId,
    where,
    dryRun: options.dryRun,
    accounts: 0,
    pages: 0,
    registrants: 0,
    kept: { ...NOBODY_KEPT },
    checked: 0,
    deleted: 0,
    failures: {},
    reads: { team: 0, invites: 0, registrations: 0 },
  };
  try {
    const projectAuth = getAuth(app);
    const [team, invites] = await Promise.all([
      idsOf(firestore, namesOnly(TEAM), 'the team'),
      idsOf(firestore, namesOnly(INVITES), 'the invitations'),
    ]);
    report.reads.team = team.billedReads;
    report.reads.invites = invites.billedReads;
    const facts: PruneFacts = {
      teamIds: new Set(team.ids),
      invitedAddresses: new Set(invites.ids.map((id) => id.toLowerCase())),
      now: new Date(),
    };
    let lastBatchDeletion = 0;
    const pools: { auth: BaseAuth; registrants: boolean }[] = [
      { auth: projectAuth, registrants: false },
      { auth: projectAuth.tenantManager().authForTenant(options.tenant), registrants: true },
    ];
    for (const { auth, registrants } of pools) {
      let pageToken: string | undefined;
      do {
        const page = await auth.listUsers(ACCOUNTS_PER_PAGE, pageToken).catch((error: unknown) => {
          throw firebaseFailure(
            error,
            options,
            'Firebase Authentication refused to list the accounts',
          );
        });
        report.pages += 1;
        report.accounts += page.users.length;
        if (registrants) report.registrants += page.users.length;
        const accounts = page.users.map(accountOf);
        const toCheck = accounts.filter((account) => keptRegardless(account, facts) === null);
        const registered = await registeredAmong(
          firestore,
          toCheck.map((account) => account.uid),
          report,
        );
        const decision = accountsToDelete(accounts, facts, registered);
        for (const reason of Object.keys(decision.kept) as KeptBecause[])
          report.kept[reason] += decision.kept[reason];
        await hooks.afterRegistrationsRead?.(decision.toDelete);
        const { uids: toDelete, activeSince } =
          decision.toDelete.length > 0
            ? await stillToDelete(auth, decision.toDelete, facts)
            : { uids: [], activeSince: 0 };
        report.kept.active += activeSince;
        if (options.dryRun) report.deleted += toDelete.length;
        else if (toDelete.length > 0) {
          await sleep(lastBatchDeletion + DELETE_BATCH_INTERVAL_MS - Date.now());
          lastBatchDeletion = Date.now();
          const result = await auth.deleteUsers(toDelete);
          report.deleted += result.successCount;
          for (const { error } of result.errors)
            report.failures[error.code] = (report.failures[error.code] ?? 0) + 1;
        }
        pageToken = page.pageToken;
      } while (pageToken);
    }
    return report;
  } finally {
    await deleteApp(app);
  }
}

const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;

/** The report in words, a line each: counts only. */
export function describeReport(report: PruneReport): string[] {
  const { kept, reads } = report;
  const keptInAll = Object.values(kept).reduce((sum, n) => sum + n, 0);
  const failed = Object.values(report.failures).reduce((sum, n) => sum + n, 0);
  const lines = [
    `Sign-in accounts in ${report.projectId}${report.where}: ${count(report.accounts)}, ${count(report.registrants)} of them the registrants' (${plural(report.pages, 'page')} of up to ${count(ACCOUNTS_PER_PAGE)}).`,
    `Kept ${count(keptInAll)}: ${count(kept.admin)} by the admin claim, ${count(kept.team)} on the team, ` +
      `${count(kept.invited)} invited, ${count(kept.active)} active in the last ${ACTIVE_HOURS} hours, ` +
      `${count(kept.registered)} with a registration.`,
    report.dryRun
      ? `Would delete ${plural(report.deleted, 'account')} with no registration left (a dry run: nothing was deleted).`
      : `Deleted ${plural(report.deleted, 'account')} with no registration left.`,
    `Firestore reads: ${count(reads.team)} of the team, ${count(reads.invites)} of the invitations, ` +
      `${count(reads.registrations)} of registrations (${plural(report.checked, 'account')} checked, one query each).`,
  ];
  if (failed > 0)
    lines.push(
      `Could not delete ${plural(failed, 'account')}: ` +
        Object.entries(report.failures)
          .map(([code, n]) => `${code} (${count(n)})`)
          .join(', ') +
        '. The next run tries again.',
    );
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await runCommand(USAGE, async (argv) => {
    const report = await pruneAccounts(parseArgs(argv, process.env), process.env);
    for (const line of describeReport(report)) console.log(line);
    if (Object.keys(report.failures).length > 0) process.exitCode = 1;
  });
