import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useTranslation } from '../lib/use-translation.js';
import { ToastProvider } from '../components/ui/toast.js';
import { ShellContext, type ShellKind } from '../lib/shell.js';

function TranslatedToasts({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <ToastProvider regionLabel={t('toast.region')}>{children}</ToastProvider>;
}

export interface ProvidersProps {
  queryClient: QueryClient;
  i18n: I18n;
  shell: ShellKind;
  children: ReactNode;
}

/**
 * Everything the app runs inside: data cache (docs/reference/web-app.md#query-policy policy),
 * translations, shell kind and toasts.
 */
export function Providers({ queryClient, i18n, shell, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ShellContext.Provider value={shell}>
          <TranslatedToasts>{children}</TranslatedToasts>
        </ShellContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
