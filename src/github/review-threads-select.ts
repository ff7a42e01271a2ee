/**
 * Which review threads become work. Only unresolved threads count. A thread started by someone
 * without write access is left alone (its text goes nowhere); an outdated one (its line changed
 * since) is answered, not worked on; the rest become tasks, quoting only their writers' comments.
 * Permissions are asked once per login.
 */
import type { Octokit } from './client.js';
import { botName, canWrite, collaboratorRole } from './permissions.js';
import type { ReviewComment, ReviewThread } from './review-threads.js';
import type { QuotedComment } from './review-threads-tasks.js';

/** Marks the action's own replies in threads, so they are neither quoted nor repeated. */
export const REPLY_MARKER = '<!-- ralph:review-thread -->';

export interface SortedThreads {
  /** Unresolved, current, started by a writer: with the comments the agent may read. */
  work: { thread: ReviewThread; comments: QuotedComment[] }[];
  /** Unresolved but outdated, started by a writer, not yet answered. */
  outdated: ReviewThread[];
  /** Unresolved, started by someone without write access (or a deleted account). */
  leftAlone: { thread: ReviewThread; author: string }[];
}

export type WriterCheck = (author: ReviewComment['author']) => Promise<boolean>;

/** Whether a comment's author may write to the repository, cached per login. */
export function writerCheck(
  octokit: Octokit,
  args: { owner: string; repo: string; allowedBots: string[] },
): WriterCheck {
  const known = new Map<string, Promise<boolean>>();
  return (author) => {
    if (!author) return Promise.resolve(false);
    // Apps are not collaborators: only the bots the workflow trusts count as writers.
    if (author.type === 'Bot')
      return Promise.resolve(args.allowedBots.some((b) => botName(b) === botName(author.login)));
    const key = author.login.toLowerCase();
    let answer = known.get(key);
    if (!answer) {
      answer = collaboratorRole(octokit, { ...args, login: author.login }).then(canWrite);
      known.set(key, answer);
    }
    return answer;
  };
}

function isOwnReply(comment: ReviewComment): boolean {
  return comment.author?.type === 'Bot' && comment.body.includes(REPLY_MARKER);
}

async function quoted(thread: ReviewThread, isWriter: WriterCheck): Promise<QuotedComment[]> {
  const out: QuotedComment[] = [];
  for (const c of thread.comments) {
    if (isOwnReply(c)) continue;
    out.push({
      author: c.author?.login ?? 'ghost',
      createdAt: c.createdAt,
      body: (await isWriter(c.author)) ? c.body : undefined,
    });
  }
  return out;
}

export async function sortThreads(
  threads: ReviewThread[],
  isWriter: WriterCheck,
): Promise<SortedThreads> {
  const sorted: SortedThreads = { work: [], outdated: [], leftAlone: [] };
  for (const thread of threads) {
    const first = thread.comments[0];
    if (thread.isResolved || !first) continue;
    if (!(await isWriter(first.author))) {
      sorted.leftAlone.push({ thread, author: first.author?.login ?? 'ghost' });
    } else if (thread.isOutdated) {
      if (!isOwnReply(thread.comments.at(-1)!)) sorted.outdated.push(thread);
    } else {
      sorted.work.push({ thread, comments: await quoted(thread, isWriter) });
    }
  }
  return sorted;
}
