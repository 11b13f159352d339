//! Prints the MIR the frontend produces, before any pass runs (for debugging the frontend):
//! `cargo run -p frontend --example lower -- FILE [--analysis]`.

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(path) = args.get(1) else {
        eprintln!("usage: lower FILE [--analysis]");
        std::process::exit(2);
    };
    let analysis = args.iter().any(|a| a == "--analysis");
    let options = if analysis {
        frontend::LowerOptions::analysis()
    } else {
        frontend::LowerOptions::compile()
    };
    match frontend::lower_file(path, &options) {
        Ok(l) => {
            print!("{}", mir::text::print_module(&l.module));
            for f in &l.module.functions {
                if let Err(e) = mir::verify::verify_function(f) {
                    eprintln!("{e}");
                }
            }
        }
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(1);
        }
    }
}
