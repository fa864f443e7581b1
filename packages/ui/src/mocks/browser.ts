// `@planner/ui/mocks/browser`: a remote's mock mode in the browser (MSW's service worker).
export { runRemoteAlone } from './runRemoteAlone';
export type { RemoteAloneOptions } from './runRemoteAlone';
