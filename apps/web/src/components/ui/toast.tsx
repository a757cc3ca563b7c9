import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Icon } from './icons.js';
import './toast.css';

export type ToastTone = 'info' | 'success' | 'error';

interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

type ShowToast = (message: string, tone?: ToastTone) => void;

const ToastContext = createContext<ShowToast>(() => undefined);

const TOAST_MS = 3_500;

/**
 * Hosts the toasts of the app (docs/reference/web-app.md#empty-states-and-toasts: copy success,
 * login failure) in a polite live region.
 */
export function ToastProvider({
  children,
  regionLabel,
}: {
  children: ReactNode;
  regionLabel: string;
}) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const show = useCallback<ShowToast>((message, tone = 'info') => {
    const id = nextId.current;
    nextId.current += 1;
    setItems((list) => [...list.slice(-2), { id, message, tone }]);
    window.setTimeout(() => setItems((list) => list.filter((item) => item.id !== id)), TOAST_MS);
  }, []);

  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <section className="toast-region" aria-label={regionLabel} aria-live="polite" role="status">
        {items.map((item) => (
          <p key={item.id} className={`toast toast--${item.tone}`}>
            <Icon
              name={item.tone === 'error' ? 'alert' : item.tone === 'success' ? 'check' : 'info'}
            />
            <span>{item.message}</span>
          </p>
        ))}
      </section>
    </ToastContext.Provider>
  );
}

/** Shows a short message at the top of the page. */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}
