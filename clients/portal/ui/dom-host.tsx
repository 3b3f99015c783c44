import { Component } from 'preact';

interface DomHostProps {
  readonly class?: string;
  /** Fills the element with DOM built outside Preact; answers what undoes it, run when the host goes. */
  attach(element: HTMLDivElement): (() => void) | void;
}

/**
 * A place for DOM that is built by hand (Edit Mode's editor, the sign-in form): Preact draws
 * the element once and never touches what is put in it.
 */
export class DomHost extends Component<DomHostProps> {
  private element: HTMLDivElement | null = null;
  private detach: (() => void) | null = null;

  override shouldComponentUpdate(): boolean {
    return false;
  }

  override componentDidMount(): void {
    this.detach = this.props.attach(this.element!) ?? null;
  }

  override componentWillUnmount(): void {
    this.detach?.();
  }

  override render() {
    return <div class={this.props.class} ref={(element) => void (this.element = element)} />;
  }
}
