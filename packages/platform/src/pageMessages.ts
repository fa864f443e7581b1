/**
 * The toast API of the root that lives as long as the page (the shell's). Each app bundles
 * its own @planner/ui, so the host is kept here, in the one platform instance of the page:
 * a remote's toast shown just before a navigation that unmounts the remote stays on screen.
 */
let host: object | null = null;

/** Makes `messages` the page's toast API; answers the function that withdraws it. */
export function hostPageMessages(messages: object): () => void {
  host = messages;
  return () => {
    if (host === messages) host = null;
  };
}

/** The page's toast API, `null` while no root hosts one (tests, a remote running alone). */
export const pageMessagesHost = <T extends object>(): T | null => host as T | null;
