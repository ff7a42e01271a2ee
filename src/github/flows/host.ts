/**
 * What the action needs from its runner: the @actions/core functions it calls, the
 * environment, and the clock. `run()` takes one of these so tests (and
 * @github/local-action) can drive the whole action in-process.
 */
import type { AnnotationProperties } from '@actions/core';

export interface ActionHost {
  getInput(name: string): string;
  setOutput(name: string, value: string): void;
  setSecret(secret: string): void;
  info(message: string): void;
  warning(message: string, properties?: AnnotationProperties): void;
  error(message: string, properties?: AnnotationProperties): void;
  notice(message: string, properties?: AnnotationProperties): void;
  startGroup(name: string): void;
  endGroup(): void;
  /** Appends markdown to the job summary ($GITHUB_STEP_SUMMARY). */
  writeSummary(markdown: string): Promise<void>;
  /**
   * Writes `markdown` in place of what this step's earlier replaceSummary calls wrote (and of
   * anything appended after the first of them); what the step appended before stays above it.
   * The progress of a run and its final summary take turns here, so they never stack.
   */
  replaceSummary(markdown: string): Promise<void>;
  setFailed(message: string): void;
  env: NodeJS.ProcessEnv;
}

/** The workflow run this action is part of, read from the runner's environment. */
export interface ActionContext {
  eventName: string;
  eventPayload: unknown;
  owner: string;
  repo: string;
  workspace: string;
  runnerTemp: string;
  toolCache: string;
  serverUrl: string;
  apiUrl: string;
  /** GITHUB_GRAPHQL_URL, when the runner sets it. */
  graphqlUrl?: string;
  runId?: string;
  runUrl?: string;
  actor?: string;
  sha?: string;
}
