import type { App } from '../http/app-env.ts';
import { registerSchedules } from './courses.ts';

/** Camps are schedules like courses (consecutive days instead of weeks), with the same filters. */
export default function register(app: App): void {
  registerSchedules(app, 'camp', '/api/v1/activities/camps');
}
