import { useState } from 'preact/hooks';

interface CopyButtonProps {
  /** What is copied. */
  readonly text: string;
  /** What it is, in the button's name: "Copy the record's value". */
  readonly what: string;
}

/**
 * A button that copies `text` to the clipboard and says so beside it; when the browser refuses
 * the clipboard, it says to select the text and copy it by hand (the text is shown next to it).
 */
export function CopyButton({ text, what }: CopyButtonProps) {
  const [said, setSaid] = useState('');
  const copy = () =>
    void navigator.clipboard.writeText(text).then(
      () => setSaid('Copied.'),
      () => setSaid('Not copied: the browser refused. Select the text and press Ctrl+C.'),
    );
  return (
    <span class="pt-copy">
      <button type="button" class="em-button em-button--small" onClick={copy}>
        Copy {what}
      </button>
      <span role="status">{said}</span>
    </span>
  );
}
