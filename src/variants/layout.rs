//! [`Layout`]: the standard-rules 8×8 starts, a view of three [`Variant`]s.

use crate::position::family::ParachuteOptions;
use crate::position::setup::Setup;
use crate::variants::Variant;

crate::named::named_enum! {
    /// A named start layout (RULES.md, "Start positions"): the start of an 8×8
    /// [`Variant`] played by the standard rules, with that variant's names.
    ///
    /// ```
    /// use lines_of_action::{Layout, Position, Variant};
    /// let eggs = Position::from_layout(Layout::ScrambledEggs);
    /// assert_eq!(eggs.to_string(), "1wbwbwb1/b6w/w6b/b6w/w6b/b6w/w6b/1bwbwbw1 b");
    /// assert_eq!(Layout::ScrambledEggs.variant(), Variant::ScrambledEggs);
    /// assert_eq!("scrambled-eggs".parse::<Layout>()?, Layout::ScrambledEggs);
    /// assert_eq!(Layout::ScrambledEggsMirrored.to_string(), "scrambled-mirrored");
    /// # Ok::<(), lines_of_action::UnknownLayout>(())
    /// ```
    #[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
    pub enum Layout {
        /// [`Variant::Standard`]'s: Black on b1–g1 and b8–g8, White on a2–a7 and h2–h7.
        #[default]
        Standard,
        /// [`Variant::ScrambledEggs`]'s, White on a2 (the layout of the real game records).
        ScrambledEggs,
        /// [`Variant::ScrambledEggsMirrored`]'s, Black on a2 (used by some servers).
        ScrambledEggsMirrored,
    }
    unknown: UnknownLayout("setup");
}

impl Layout {
    /// The variant whose start this is.
    pub const fn variant(self) -> Variant {
        match self {
            Layout::Standard => Variant::Standard,
            Layout::ScrambledEggs => Variant::ScrambledEggs,
            Layout::ScrambledEggsMirrored => Variant::ScrambledEggsMirrored,
        }
    }

    /// The names `FromStr` reads, the one `Display` writes (and the examples' `--setup`
    /// takes) first: the variant's.
    const fn names(self) -> &'static [&'static str] {
        self.variant().names()
    }

    /// The layout's pieces, Black to move: the variant's [`setup`](Variant::setup).
    pub const fn setup(self) -> Setup {
        match self.variant().setup8(ParachuteOptions::DEFAULT) {
            Some(setup) => setup,
            None => unreachable!(),
        }
    }
}

crate::serde_text::serde_as_text!(Layout, "a setup name: {}", crate::named::OneOf(&Layout::ALL, Layout::name));

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn layouts_are_their_variants_starts_under_their_names() {
        for layout in Layout::ALL {
            let variant = layout.variant();
            assert_eq!(Ok(layout.setup()), variant.setup());
            assert_eq!(layout.name(), variant.name());
            assert_eq!(variant.board_size(), 8);
            assert_eq!(variant.family(), crate::position::family::Family::Standard);
            assert_eq!(layout.to_string().parse::<Layout>(), Ok(layout));
            assert_eq!(layout.name().to_uppercase().parse::<Layout>(), Ok(layout));
        }
        assert_eq!("Scrambled-Eggs".parse::<Layout>(), Ok(Layout::ScrambledEggs));
        assert_eq!("scrambled-eggs-mirrored".parse::<Layout>(), Ok(Layout::ScrambledEggsMirrored));
        let error = "gemma".parse::<Layout>().unwrap_err();
        assert_eq!(error.to_string(), "unknown setup \"gemma\": expected standard, scrambled or scrambled-mirrored");
    }
}
