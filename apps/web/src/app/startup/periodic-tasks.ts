/** A task start-up runs on a timer once the preload succeeded (spec 01 §4, §8). */
export interface PeriodicTask {
  readonly id: string;
  readonly intervalMs: number;
  run(): void | Promise<void>;
}

type Log = (message: string, detail?: unknown) => void;

/**
 * The periodic-task registry: a second task under a used id is an error (logged and
 * refused); a task that throws or rejects is logged as 'Error executing task' and keeps its
 * schedule.
 */
export class PeriodicTasks {
  readonly #tasks = new Map<string, PeriodicTask>();
  readonly #timers = new Map<string, ReturnType<typeof setInterval>>();
  #running = false;

  constructor(private readonly log: Log = (message, detail) => console.error(message, detail)) {}

  /** Adds a task; started at once when the registry is already running. */
  register(task: PeriodicTask): boolean {
    if (this.#tasks.has(task.id)) {
      this.log(`Periodic task "${task.id}" is already registered; ids must be unique`);
      return false;
    }
    this.#tasks.set(task.id, task);
    if (this.#running) this.#schedule(task);
    return true;
  }

  unregister(id: string): void {
    clearInterval(this.#timers.get(id));
    this.#timers.delete(id);
    this.#tasks.delete(id);
  }

  has(id: string): boolean {
    return this.#tasks.has(id);
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    for (const task of this.#tasks.values()) this.#schedule(task);
  }

  stop(): void {
    this.#running = false;
    for (const timer of this.#timers.values()) clearInterval(timer);
    this.#timers.clear();
  }

  /** Runs one task now, logging its failure instead of letting it escape. */
  async execute(task: PeriodicTask): Promise<void> {
    try {
      await task.run();
    } catch (error) {
      this.log('Error executing task', { id: task.id, error });
    }
  }

  #schedule(task: PeriodicTask): void {
    this.#timers.set(
      task.id,
      setInterval(() => void this.execute(task), task.intervalMs),
    );
  }
}

/** The app's registry; features register their tasks before or after start-up. */
export const periodicTasks = new PeriodicTasks();
