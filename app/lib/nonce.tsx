import { createContext, useContext } from 'react';

/** The CSP nonce of the response being rendered; empty in the browser and at prerender time. */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
