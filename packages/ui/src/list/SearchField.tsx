import { SearchOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';

export interface SearchFieldProps {
  /** The search text in effect (from the URL). */
  value: string;
  /** Called with the typed text once typing pauses for `debounceMs`, or at once on Enter. */
  onSearch: (text: string) => void;
  debounceMs: number;
  placeholder: string;
}

/** The search field of a list page: the browser's search input (with its clear button) in the antd look. */
export function SearchField({ value, onSearch, debounceMs, placeholder }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [appliedValue, setAppliedValue] = useState(value);
  // Back/forward or a reset changes the search from outside; the field follows it.
  if (value !== appliedValue) {
    setAppliedValue(value);
    setText(value);
  }

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), debounceMs);
    return () => clearTimeout(timer);
  }, [text, value, onSearch, debounceMs]);

  return (
    <span className="list-search">
      <SearchOutlined aria-hidden />
      <input
        type="search"
        enterKeyHint="search"
        aria-label={placeholder}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text);
        }}
      />
    </span>
  );
}
