import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Field,
  Label,
} from '@headlessui/react';
import type { BillerSearchDto, RegistryBillerDto } from '@paywise/domain/contracts/bills';
import { useQueryClient } from '@tanstack/react-query';
import {
  useDeferredValue,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { CONTROL } from '../../../components/ui/field';
import { cn } from '../../../components/ui/cn';
import { useBillerRegistry, useBillerSearch } from '../api/get-billers';
import { searchOperators } from '../bill-rules';
import { ChevronDown } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react';

/** The box's own padding (px-3 on the left, pr-10 for the arrow): what is left shows the name. */
const INPUT_PADDING_PX = 12 + 40;

export interface BillerComboboxProps {
  /** The same label the native select had ('Electricity Board', 'Water Board', ...). */
  label: string;
  placeholder: string;
  /** The catalogue's billers of the page: the list until the registry answers (or when it has none). */
  operators: readonly BillerOption[];
  /**
   * The registry's category of a bill page (GET /api/billers?category=): its billers replace `operators` once it
   * answers. A category of no more than a page is filtered here as the customer types; a longer one (thousands of
   * billers) is searched on the server.
   */
  category?: string;
  /**
   * The registry's biller the name on the form is, or null (none chosen, or a catalogue list): its customer
   * parameters decide the account field's label and the fields under it.
   */
  onChosenBiller?(biller: RegistryBillerDto | null): void;
  value: string;
  onChange(value: string): void;
  /** The message of the last failed check of this field, under it (and the box marked invalid). */
  error?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** A biller as the list shows it: the registry's (string id) or the catalogue's (number id). */
export interface BillerOption {
  id: string | number;
  name: string;
  aliases?: string[];
}

/**
 * A long biller list as a searchable combobox (WAI-ARIA 1.2 combobox with a list box): typing filters on every
 * word of the name and the board's common names (BESCOM, TNEB, Mahavitaran...), arrows move, Enter chooses, Escape
 * closes. Loaded with the pages that need it; the native select stands in until it arrives.
 */
export default function BillerCombobox({
  label,
  placeholder,
  operators: catalogue,
  category = '',
  onChosenBiller,
  value,
  onChange,
  error,
  inputRef,
}: BillerComboboxProps) {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const registry = useBillerRegistry(category === '' ? null : category).data;
  const usesRegistry = registry !== undefined && registry.billers.length > 0;
  const operators: readonly BillerOption[] = usesRegistry ? registry.billers : catalogue;
  const complete = !usesRegistry || registry.complete;
  const chosen = usesRegistry
    ? findChosenBiller(queryClient, { category, list: registry, name: value })
    : null;
  // The registry answers after the name is chosen (or the list is replaced): the page hears of it when it does.
  const reportChosen = useEffectEvent((biller: RegistryBillerDto | null) => onChosenBiller?.(biller));
  useEffect(() => reportChosen(chosen), [chosen]);
  const [query, setQuery] = useState('');
  // A list too long to load whole is searched on the server; the last answer stays (filtered here) meanwhile.
  const asked = useDeferredValue(query);
  const remote = useBillerSearch(category, asked, !complete && category !== '' && asked.trim() !== '');
  const source = !complete && asked.trim() !== '' && remote.data ? remote.data.billers : operators;
  const matches = useMemo(() => searchOperators(source, query), [source, query]);
  const ownInputRef = useRef<HTMLInputElement | null>(null);
  const measureRef = useRef<HTMLSpanElement>(null);
  // A chosen name wider than the box (a phone, a long board name) is written out whole under it, so it is never
  // cut mid-word; one that fits is not repeated.
  const [isCut, setIsCut] = useState(false);
  useLayoutEffect(() => {
    const input = ownInputRef.current;
    const measure = measureRef.current;
    if (!input || !measure) return;
    const check = () => setIsCut(value !== '' && measure.offsetWidth > input.clientWidth - INPUT_PADDING_PX);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(input);
    return () => observer.disconnect();
  }, [value]);

  return (
    <Field className="flex flex-col gap-1.5">
      <Label className="text-sm font-semibold text-ink">{label}</Label>
      <Combobox
        value={value === '' ? null : value}
        onChange={(next: string | null) => onChange(next ?? '')}
        onClose={() => setQuery('')}
        immediate
      >
        <div className="relative">
          <ComboboxInput
            ref={(element) => {
              ownInputRef.current = element;
              if (inputRef) inputRef.current = element;
            }}
            name="operator"
            className={cn(CONTROL, 'pr-10')}
            displayValue={(chosen: string | null) => chosen ?? ''}
            onChange={(event) => setQuery(event.target.value)}
            onFocus={(event) => event.target.select()}
            placeholder={i18n._({
              id: 'services.biller.searchPlaceholder',
              message: '{placeholder} (type to search)',
              values: { placeholder },
            })}
            aria-invalid={error ? true : undefined}
            autoComplete="off"
            spellCheck={false}
          />
          {/* Measures the chosen name at the box's font, clipped so it never widens the page. */}
          <span aria-hidden="true" className="invisible absolute inset-0 overflow-hidden">
            <span ref={measureRef} className="inline-block text-base whitespace-pre">
              {value}
            </span>
          </span>
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-0 flex w-10 items-center justify-center text-muted"
          >
            <ChevronDown className="size-5" />
          </span>
          <ComboboxOptions
            modal={false}
            className="absolute z-30 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg focus:outline-none"
          >
            {matches.map((operator) => (
              <ComboboxOption
                key={operator.id}
                value={operator.name}
                className="cursor-pointer px-3 py-2.5 text-ink data-focus:bg-brand-50 data-selected:font-semibold"
              >
                {operator.name}
              </ComboboxOption>
            ))}
            {matches.length === 0 && !(remote.isFetching && !complete) ? (
              <p className="px-3 py-2.5 text-muted">
                <Trans
                  id="services.biller.noMatch"
                  message="No match for ‘{query}’. Try another word of the name."
                  values={{ query: query.trim() }}
                />
              </p>
            ) : null}
          </ComboboxOptions>
        </div>
      </Combobox>
      {error ? (
        <Description as="p" role="alert" className="text-sm font-medium text-red-700">
          {error}
        </Description>
      ) : null}
      {isCut ? (
        <p className="text-sm break-words text-ink" data-testid="chosen-biller">
          <Trans
            id="services.biller.chosen"
            message="<0>Chosen: </0>{name}"
            values={{ name: value }}
            components={[<span className="sr-only" />]}
          />
        </p>
      ) : null}
    </Field>
  );
}

/**
 * The registry's biller named `name` in the category: from the category's list, or from a search answer (a list
 * too long to load whole); null when none.
 */
function findChosenBiller(
  queryClient: ReturnType<typeof useQueryClient>,
  { category, list, name }: { category: string; list: BillerSearchDto; name: string },
): RegistryBillerDto | null {
  if (name === '') return null;
  const listed = list.billers.find((biller) => biller.name === name);
  if (listed) return listed;
  for (const [, answer] of queryClient.getQueriesData<BillerSearchDto>({ queryKey: ['billers', category] })) {
    const found = answer?.billers.find((biller) => biller.name === name);
    if (found) return found;
  }
  return null;
}
