// `@planner/ui/mocks`: typed MSW handlers from the contract, for tests and a remote's mock mode.
export { mockEndpoint, mockExpectedError, mockFailure, mockFile, mockPage, mockPdf, mockServerError, MockFailure } from './mockEndpoint';
export type { MockData, MockHandler, MockRequest } from './mockEndpoint';
export type { HttpHandler } from 'msw';
export * from './demo';
