import { createContext, useContext, useEffect, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { useLocation } from 'react-router-dom';

/** A name a page gave itself, for the path it gave it on (a stale name never labels another page). */
export interface NamedPage {
  pathname: string;
  name: string;
}

const NamedPageContext = createContext<NamedPage | null>(null);
const SetNamedPageContext = createContext<Dispatch<SetStateAction<NamedPage | null>>>(() => undefined);

/** Holds the name the current page gave itself (see usePageTitle) for DocumentTitle. */
export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [named, setNamed] = useState<NamedPage | null>(null);
  return (
    <SetNamedPageContext.Provider value={setNamed}>
      <NamedPageContext.Provider value={named}>{children}</NamedPageContext.Provider>
    </SetNamedPageContext.Provider>
  );
}

export const useNamedPage = () => useContext(NamedPageContext);

/** Names the current page in the browser tab (e.g. 'Lisbon trip') while it is shown; none keeps the route's name. */
export function usePageTitle(name: string | undefined) {
  const setNamed = useContext(SetNamedPageContext);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!name) return;
    const page = { pathname, name };
    setNamed(page);
    return () => setNamed((current) => (current === page ? null : current));
  }, [name, pathname, setNamed]);
}
