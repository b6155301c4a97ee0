/** The member photo crop: square, circular, at least 50×50, 90 % of the smaller side at first. */
import { useId, useRef, useState, type RefObject, type SyntheticEvent } from 'react';
import ReactCrop, { type PixelCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { toast } from 'react-toastify';
import { CONSTANTS } from '../../config/site';
import { MESSAGES } from '../../domain/formChecks';
import { cropImage } from '../flow/imageResize';
import { defaultSquareCrop } from '../flow/imageSizes';
import { Modal } from '../ui/Modal';

export function CropDialog({
  source,
  onCropped,
  onCancel,
  onUnreadable,
  returnFocus,
}: {
  /** Object URL of the picked image. */
  source: string;
  /** The cropped JPEG. */
  onCropped: (image: Blob) => void;
  onCancel: () => void;
  /** The browser cannot show the picked file as an image: this says which photos work. */
  onUnreadable: (message: string) => void;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const titleId = useId();
  const image = useRef<HTMLImageElement>(null);
  const [crop, setCrop] = useState<PixelCrop>();
  const [busy, setBusy] = useState(false);
  const { minSize, defaultPercent, previewMaxHeight } = CONSTANTS.crop;

  const startCrop = (event: SyntheticEvent<HTMLImageElement>) => {
    const { width, height } = event.currentTarget;
    setCrop({ unit: 'px', ...defaultSquareCrop(width, height, defaultPercent) });
  };

  const apply = async () => {
    setBusy(true);
    try {
      if (!image.current || !crop) throw new Error('The image has not loaded yet');
      onCropped(await cropImage(image.current, crop));
    } catch (error) {
      console.error(error);
      toast.error('Failed to crop image');
      setBusy(false);
    }
  };

  return (
    <Modal role="dialog" labelledBy={titleId} onClose={onCancel} returnFocus={returnFocus}>
      <h2 id={titleId} className="h5 mb-3">
        Crop image
      </h2>
      <div className="text-center mb-3">
        <ReactCrop
          crop={crop}
          onChange={(pixels) => setCrop(pixels)}
          aspect={1}
          circularCrop
          keepSelection
          minWidth={minSize}
          minHeight={minSize}
        >
          <img
            ref={image}
            src={source}
            alt="Image to crop"
            style={{ maxHeight: previewMaxHeight, maxWidth: '100%' }}
            onLoad={startCrop}
            onError={() => onUnreadable(MESSAGES.unreadableImage)}
          />
        </ReactCrop>
      </div>
      <div className="d-flex justify-content-end gap-2">
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={apply}>
          Apply Crop
        </button>
      </div>
    </Modal>
  );
}
